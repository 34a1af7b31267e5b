/** The console's products: create, edit (both languages), and set the stock. */
import { Button, NumberInput, SimpleGrid } from '@mantine/core';
import { type adminProductSchema, PRODUCT_CATEGORIES, productFields } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { shopCategoryLabels } from '../shop';
import type { Column } from './AdminTable';
import { basicValues, CatalogEditor } from './CatalogEditor';
import { numberOrNull, textOrNull } from './fields';
import { RecordsSection } from './RecordsSection';
import { RowActions } from './RowActions';
import { useFeedback } from './recordEditing';

type Product = z.output<typeof adminProductSchema>;

const emptyValues = {
  ...basicValues('seeds'),
  price: '',
  stock: 0 as number | string,
  sustainabilityScore: 80 as number | string,
  co2De: '',
  co2En: '',
  imagePath: '',
};
type Values = typeof emptyValues;

const toInput = (v: Values) => ({
  ...v,
  // None chosen: the server gives the category's default picture.
  imagePath: v.imagePath || undefined,
  price: v.price.trim().replace(',', '.'),
  stock: numberOrNull(v.stock),
  sustainabilityScore: numberOrNull(v.sustainabilityScore),
  co2De: textOrNull(v.co2De),
  co2En: textOrNull(v.co2En),
});

function ProductForm({ item: product, onClose }: { item: Product | null; onClose: () => void }) {
  return (
    <CatalogEditor
      kind="products"
      procedures={trpc.admin.products}
      item={product}
      schema={productFields}
      initialValues={
        product
          ? { ...emptyValues, ...product, co2De: product.co2De ?? '', co2En: product.co2En ?? '' }
          : emptyValues
      }
      toInput={toInput}
      categories={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: shopCategoryLabels[c] }))}
      onClose={onClose}
    >
      {({ text, number, image }) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('price', 'admin.field.priceEuro')}
            {/* A product's stock changes in its row (compared with the stock seen); an edit leaves it alone. */}
            {!product && number('stock', 'admin.field.stock')}
            {number('sustainabilityScore', 'admin.field.sustainability')}
            {text('co2De', 'admin.field.co2De')}
            {text('co2En', 'admin.field.co2En')}
          </SimpleGrid>
          {image}
        </>
      )}
    </CatalogEditor>
  );
}

/**
 * The stock of one product, saved on its own (PUT …/stock) with the stock it was based on: when a checkout
 * took goods in the meantime the server refuses (409, naming the current stock) and the row shows it.
 */
function StockInput({ product }: { product: Product }) {
  const intl = useIntl();
  const feedback = useFeedback();
  const utils = trpc.useUtils();
  const [value, setValue] = useState<number | string>(product.stock);
  const stock = trpc.admin.products.stock.useMutation({
    onSuccess: () => feedback.done('admin.products.stockSaved'),
    onError: (error) => {
      feedback.failed(error);
      void utils.admin.products.list.invalidate();
    },
  });
  const changed = Number(value) !== product.stock && value !== '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) stock.mutate({ id: product.id, stock: Number(value), previous: product.stock });
      }}
      style={{ display: 'flex', gap: 6, alignItems: 'center' }}
    >
      <NumberInput
        size="xs"
        w={90}
        min={0}
        allowDecimal={false}
        value={value}
        onChange={setValue}
        aria-label={intl.formatMessage({ id: 'admin.products.stockOf' }, { name: product.name })}
      />
      <Button size="xs" type="submit" variant="light" disabled={!changed} loading={stock.isPending}>
        <FormattedMessage id="admin.save" />
      </Button>
    </form>
  );
}

export default function ProductsPage() {
  const format = useFormat();
  const list = trpc.admin.products.list.useQuery();
  const columns = (edit: (row: Product) => void): Column<Product>[] => [
    { label: 'admin.field.name', cell: (p) => p.name },
    { label: 'admin.field.category', cell: (p) => <FormattedMessage id={shopCategoryLabels[p.category]} /> },
    { label: 'admin.field.priceEuro', cell: (p) => format.euro(p.price) },
    { label: 'admin.field.stock', cell: (p) => <StockInput key={p.stock} product={p} /> },
    { label: 'admin.field.actions', cell: (p) => <RowActions name={p.name} onEdit={() => edit(p)} /> },
  ];
  return (
    <RecordsSection kind="products" query={list} minWidth={720} columns={columns} editor={ProductForm} />
  );
}
