import { fieldLabel, inputKind } from '../../../schema';
import type { SchemaFieldProps } from './field-props';
import { ArrayField } from './ArrayField';
import { BlockListField } from './BlockListField';
import { ImageField } from './ImageField';
import { ObjectField } from './ObjectField';
import { RichTextField } from './RichTextField';
import { BooleanField, ConstantField, NumberField, SelectField } from './ScalarFields';
import { LinkField, TextField } from './TextFields';
import { UnionField } from './UnionField';

/** One field of the generated form: picks the input from the schema (see inputKind), labelled with its title. */
export function SchemaField(props: SchemaFieldProps) {
  const label = fieldLabel(props.resolved, props.name);
  const common = { ...props, label };
  switch (inputKind(props.resolved)) {
    case 'blocks':
      return <BlockListField {...common} />;
    case 'union':
      return <UnionField {...common} />;
    case 'image':
      return <ImageField {...common} />;
    case 'object':
      return <ObjectField {...common} />;
    case 'array':
      return <ArrayField {...common} />;
    case 'select':
      return <SelectField {...common} />;
    case 'constant':
      return <ConstantField {...common} />;
    case 'boolean':
      return <BooleanField {...common} />;
    case 'number':
      return <NumberField {...common} />;
    case 'link':
      return <LinkField {...common} />;
    case 'richText':
      return <RichTextField {...common} />;
    case 'longText':
      return <TextField {...common} multiline />;
    case 'text':
      return <TextField {...common} multiline={false} />;
  }
}
