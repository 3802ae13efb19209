import { plainTemplate } from './plain.ts';
import { productTemplate } from './product.ts';
import { solutionTemplate } from './solution.ts';
import type { PageTemplate } from './template.ts';

export type { PageTemplate, TemplateInput } from './template.ts';

/** The templates `npm run new-page -- <route> --template <name>` offers. */
export const templates = {
  plain: plainTemplate,
  product: productTemplate,
  solution: solutionTemplate,
} satisfies Record<string, PageTemplate>;

export type TemplateName = keyof typeof templates;

export const DEFAULT_TEMPLATE: TemplateName = 'plain';

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(templates, name);
}
