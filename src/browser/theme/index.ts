export { theme, cssVariablesResolver } from './theme';
export { brand, accent } from './palettes';
export { BRAND_FONT_FAMILY, ABOVE_THE_FOLD_FONT_FILE } from './brand-font';
