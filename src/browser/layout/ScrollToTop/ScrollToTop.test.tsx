import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

function renderApp(initialPath = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'about', element: <p>About</p> },
          { path: 'industries', element: <section id="automotive">Automotive</section> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const originalScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  vi.restoreAllMocks();
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

describe('ScrollToTop', () => {
  it('leaves the first render alone, so a reload keeps the browser’s scroll position', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderApp('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top after every navigation, also back and to the same page again', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderApp('/');
    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await act(() => router.navigate('/'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('scrolls to the section named by a #hash instead of the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const router = renderApp('/');
    await act(() => router.navigate('/industries#automotive'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'automotive');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
