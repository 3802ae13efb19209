/** What the login page says above the form. */
export interface LoginNotice {
  kind: 'error' | 'info';
  text: string;
}

export interface LoginPageOptions {
  /** Where the form posts: `<prefix>/login`. */
  action: string;
  /** The admin address to go to after logging in. */
  next: string;
  /** Typed in before, shown again so only the password has to be retyped. */
  email?: string;
  notice?: LoginNotice;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Colours chosen for WCAG AA contrast (white on #1864ab is 6.5:1, #a61e1e on #fff5f5 is 6.6:1). */
const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a1b1e; background: #f1f3f5; }
  main { box-sizing: border-box; max-width: 27rem; margin: 12vh auto 2rem; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.15); }
  h1 { margin: 0 0 1.5rem; font-size: 1.5rem; line-height: 1.2; }
  label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem 0.75rem; font: inherit; border: 1px solid #868e96; border-radius: 4px; }
  button { box-sizing: border-box; width: 100%; margin-top: 1.5rem; padding: 0.7rem; font: inherit; font-weight: 600; color: #fff; background: #1864ab; border: 0; border-radius: 4px; cursor: pointer; }
  button:hover { background: #134e85; }
  input:focus-visible, button:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
  .notice { margin: 0 0 1rem; padding: 0.75rem 1rem; border-radius: 4px; }
  .error { color: #a61e1e; background: #fff5f5; border: 1px solid #c92a2a; }
  .info { background: #e7f5ff; border: 1px solid #1864ab; }
  @media (max-width: 30rem) { main { margin: 0; min-height: 100vh; border-radius: 0; box-shadow: none; } }`;

/** The login page: plain HTML, no script, so it works with JavaScript off and under the site's CSP. */
export function loginPage(options: LoginPageOptions): string {
  const { notice } = options;
  const noticeHtml = notice
    ? `<p id="login-notice" class="notice ${notice.kind}"${notice.kind === 'error' ? ' role="alert"' : ' role="status"'}>${escapeHtml(notice.text)}</p>`
    : '';
  const describedBy = notice ? ' aria-describedby="login-notice"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Log in · Site admin</title>
<style>${STYLE}
</style>
</head>
<body>
<main>
<h1>Log in to the site admin</h1>
${noticeHtml}
<form method="post" action="${escapeHtml(options.action)}"${describedBy}>
<input type="hidden" name="next" value="${escapeHtml(options.next)}">
<label for="login-email">Email</label>
<input id="login-email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(options.email ?? '')}">
<label for="login-password">Password</label>
<input id="login-password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button>
</form>
</main>
</body>
</html>
`;
}
