export { RichText } from './RichText';
export type { ParagraphPosition, RichTextProps } from './RichText';
