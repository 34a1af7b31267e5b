/**
 * The console's issuers (issue 33): the project owners who borrow the money — list, create, edit. The IBAN
 * (for releases) and BIC are checked by the server, which names what is wrong; every write is audited.
 */
import { SimpleGrid, Text } from '@mantine/core';
import { type AdminIssuer, issuerFields } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { trpc } from '../../lib/trpc';
import type { Column } from './AdminTable';
import { useAdminForm, useFields } from './fields';
import { RecordsSection } from './RecordsSection';
import { RowActions } from './RowActions';
import { EditorDialog, useRecordEditor } from './recordEditing';

const emptyValues = {
  name: '',
  legalForm: '',
  street: '',
  postcode: '',
  city: '',
  country: 'DE',
  registerCourt: '',
  registerNumber: '',
  iban: '',
  bic: '',
};
type Values = typeof emptyValues;

const valuesOf = (issuer: AdminIssuer): Values => ({
  ...emptyValues,
  ...issuer,
  iban: issuer.iban ?? '',
  bic: issuer.bic ?? '',
});

const toInput = (values: Values) =>
  Object.fromEntries(Object.keys(emptyValues).map((key) => [key, values[key as keyof Values]]));

function IssuerForm({ item, onClose }: { item: AdminIssuer | null; onClose: () => void }) {
  const form = useAdminForm(issuerFields, item ? valuesOf(item) : emptyValues, toInput);
  const { text } = useFields(form);
  const editor = useRecordEditor(trpc.admin.issuers, item, 'issuers', onClose);
  return (
    <EditorDialog
      editor={editor}
      form={form}
      onSave={(values) => editor.save(issuerFields.parse(toInput(values)))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('name', 'admin.field.name')}
        {text('legalForm', 'admin.field.legalForm')}
        {text('street', 'admin.field.street')}
        {text('postcode', 'admin.field.postcode')}
        {text('city', 'admin.field.city')}
        {text('country', 'admin.field.country')}
        {text('registerCourt', 'admin.field.registerCourt')}
        {text('registerNumber', 'admin.field.registerNumber')}
        {text('iban', 'admin.field.iban')}
        {text('bic', 'admin.field.bic')}
      </SimpleGrid>
    </EditorDialog>
  );
}

export default function IssuersPage() {
  const list = trpc.admin.issuers.list.useQuery();
  const columns = (edit: (row: AdminIssuer) => void): Column<AdminIssuer>[] => [
    {
      label: 'admin.field.name',
      cell: (issuer) => (
        <Text fw={600} size="sm">
          {issuer.name} {issuer.legalForm}
        </Text>
      ),
    },
    { label: 'admin.field.city', cell: (issuer) => `${issuer.postcode} ${issuer.city}` },
    { label: 'admin.field.register', cell: (issuer) => `${issuer.registerCourt}, ${issuer.registerNumber}` },
    {
      label: 'admin.field.iban',
      cell: (issuer) => issuer.iban ?? <FormattedMessage id="admin.issuers.noIban" />,
    },
    {
      label: 'admin.field.actions',
      cell: (issuer) => <RowActions name={issuer.name} onEdit={() => edit(issuer)} />,
    },
  ];
  return <RecordsSection kind="issuers" query={list} minWidth={720} columns={columns} editor={IssuerForm} />;
}
