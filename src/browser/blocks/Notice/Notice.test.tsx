import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../../tests/blocks/render-block';
import Notice from './index';

describe('Notice', () => {
  it('shows the heading, paragraphs and a mailto link', () => {
    const { container } = renderBlock(Notice, {
      type: 'notice',
      heading: 'No openings right now',
      paragraphs: ['We keep every CV on file for future roles.'],
      link: { label: 'careers@kinetiq.example.in', href: 'mailto:careers@kinetiq.example.in' },
    });
    screen.getByRole('heading', { level: 2, name: 'No openings right now' });
    screen.getByText('We keep every CV on file for future roles.');
    const link = screen.getByRole('link', { name: 'careers@kinetiq.example.in' });
    expect(link.getAttribute('href')).toBe('mailto:careers@kinetiq.example.in');
    expect(container.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('info');
  });

  it('takes its tone from the data', () => {
    const { container } = renderBlock(Notice, { type: 'notice', tone: 'warning', heading: 'Note', paragraphs: ['x'] });
    expect(container.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('warning');
  });
});
