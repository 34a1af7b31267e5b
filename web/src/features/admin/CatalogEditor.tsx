/** The create-or-edit dialog of the console's catalogue: projects (ProjectForm.tsx) and products (ProductsPage.tsx). */
import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { MessageId } from '../../i18n/messages';
import { ImageUpload, useAdminForm, useFields, useSlugFrom } from './fields';
import { EditorDialog, type SaveProcedures, useRecordEditor } from './recordEditing';

type Basics = Record<'slug' | 'category' | 'nameDe' | 'nameEn' | 'descriptionDe' | 'descriptionEn', unknown>;

/** BasicFields' values of a new record, which starts in `category`. */
export const basicValues = (category: string) => ({
  slug: '',
  category,
  nameDe: '',
  nameEn: '',
  descriptionDe: '',
  descriptionEn: '',
});

/** What projects and products both start with: identifier, category, both languages' names and descriptions. */
function BasicFields<Values extends Basics>(props: {
  form: UseFormReturnType<Values>;
  categories: { value: string; label: string }[];
}) {
  const { text, long, select } = useFields(props.form as unknown as UseFormReturnType<Basics>);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('slug', 'admin.field.slug')}
        {select('category', 'admin.field.category', props.categories)}
        {text('nameDe', 'admin.field.nameDe')}
        {text('nameEn', 'admin.field.nameEn')}
      </SimpleGrid>
      {long('descriptionDe', 'admin.field.descriptionDe')}
      {long('descriptionEn', 'admin.field.descriptionEn')}
    </>
  );
}

/**
 * The editor of a catalogue record, a project or a product: what both start with (BasicFields), then the
 * record's own fields (`children`, given the form's inputs and its image upload); `item` null creates one.
 */
export function CatalogEditor<Values extends Basics & { slug: string; imagePath: string }, Input>(props: {
  kind: 'projects' | 'products';
  procedures: SaveProcedures<Input>;
  item: { id: number } | null;
  /** The router's input: the form's values (`toInput` makes it of them) are checked against it. */
  schema: z.ZodType<Input>;
  initialValues: Values;
  toInput: (values: Values) => unknown;
  categories: { value: string; label: MessageId }[];
  onClose: () => void;
  children: (inputs: ReturnType<typeof useFields<Values>> & { image: ReactNode }) => ReactNode;
}) {
  const form = useAdminForm(props.schema, props.initialValues, props.toInput);
  useSlugFrom(form, 'nameDe', props.item === null);
  const inputs = useFields(form);
  const editor = useRecordEditor(props.procedures, props.item, props.kind, props.onClose);
  return (
    <EditorDialog
      editor={editor}
      form={form}
      onSave={(values) => editor.save(props.schema.parse(props.toInput(values)))}
    >
      <BasicFields
        form={form}
        categories={props.categories.map((c) => ({ ...c, label: inputs.t(c.label) }))}
      />
      {props.children({
        ...inputs,
        image: <ImageUpload form={form} field="imagePath" label="admin.field.image" />,
      })}
    </EditorDialog>
  );
}
