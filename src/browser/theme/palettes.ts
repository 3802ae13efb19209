import type { MantineColorsTuple } from '@mantine/core';

/** Deep blue; shade 7 (#0b4f8a) is the primary: 8.6:1 on white, so text, links and filled buttons pass WCAG AA. */
export const brand: MantineColorsTuple = [
  '#e7f1fa',
  '#cfe1f3',
  '#a3c6e8',
  '#74a9dc',
  '#4d90d1',
  '#2f7cc4',
  '#1765a8',
  '#0b4f8a',
  '#083f6f',
  '#052f54',
];

/** Burnt orange; shade 7 (#9a3412) is 7.3:1 on white. Shades 6 and darker pass AA for normal text. */
export const accent: MantineColorsTuple = [
  '#fff4ed',
  '#ffe6d5',
  '#fdcaa9',
  '#fba774',
  '#f7803d',
  '#ea6a1f',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
  '#5e220d',
];
