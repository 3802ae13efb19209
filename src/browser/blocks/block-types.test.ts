import { describe, expectTypeOf, it } from 'vitest';
import type { AuthoredBlockOf, BlockOf, BlockProps } from './block-types';

// Checked by `tsc` (npm run typecheck): the generated received types must stay honest about what
// the build fills in, so a component never needs a fallback for a field with a schema default.
describe('block types', () => {
  it('a field with a schema default is always there for the component, optional for the author', () => {
    expectTypeOf<BlockOf<'section'>['headingLevel']>().toEqualTypeOf<1 | 2 | 3>();
    expectTypeOf<AuthoredBlockOf<'section'>['headingLevel']>().toEqualTypeOf<1 | 2 | 3 | undefined>();
    expectTypeOf<NonNullable<BlockOf<'banner'>['mobile']>['breakpointPx']>().toEqualTypeOf<number>();
    expectTypeOf<BlockProps<'form'>['site']['apiBase']>().toEqualTypeOf<string>();
  });

  it('a field without a default stays optional', () => {
    expectTypeOf<BlockOf<'section'>['eyebrow']>().toEqualTypeOf<string | undefined>();
  });
});
