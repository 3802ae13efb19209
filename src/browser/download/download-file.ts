/**
 * Starts a download of `href` saved as `fileName`, the way a click on
 * `<a href download>` does. Call it from an event handler (it needs `document`).
 */
export function downloadFile(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  // Firefox ignores clicks on links that are not in the document.
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
