import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../../tests/blocks/render-block';
import NotFound from './index';

describe('NotFound', () => {
  it('shows 404, the message as the page <h1> and a Back to home link to /', () => {
    renderBlock(NotFound, {
      type: 'notFound',
      code: '404',
      message: 'Ooops!!! The page you are looking for is not found',
      link: { label: 'Back to home', href: '/' },
    });
    screen.getByText('404');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ooops!!! The page you are looking for is not found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
