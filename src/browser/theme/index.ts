export { theme, cssVariablesResolver } from './theme';
export { brand, accent } from './palettes';
