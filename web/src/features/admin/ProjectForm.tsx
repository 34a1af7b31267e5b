/**
 * Create or edit a project (an asset type): both languages' texts, category, price, expected return, CO2,
 * place and coordinates (the maps show it there), image, funding target and deadline.
 */
import { SimpleGrid } from '@mantine/core';
import {
  ASSET_CATEGORIES,
  type AssetTypeFields,
  type adminAssetTypeSchema,
  createAssetTypeInput,
} from '@wurzelwerk/shared';
import type { z } from 'zod';
import { trpc } from '../../lib/trpc';
import { categoryLabels } from '../marketplace';
import { basicValues, CatalogEditor } from './CatalogEditor';
import { numberOrNull, textOrNull } from './fields';

type Project = z.output<typeof adminAssetTypeSchema>;

/** A new project's values: one for each of the operator's fields (assetTypeFields), else the typecheck fails. */
const emptyValues = {
  ...basicValues('trees'),
  productionInfoDe: '',
  productionInfoEn: '',
  basePriceEuro: 500 as number | string,
  expectedReturn: '',
  co2Impact: '',
  location: '',
  latitude: '' as number | string,
  longitude: '' as number | string,
  imagePath: '',
  fundingTargetEuro: '' as number | string,
  fundingDeadline: '',
  published: true,
} satisfies Record<keyof AssetTypeFields, unknown>;
type Values = typeof emptyValues;

const valuesOf = (p: Project): Values => ({
  ...emptyValues,
  ...p,
  productionInfoDe: p.productionInfoDe ?? '',
  productionInfoEn: p.productionInfoEn ?? '',
  co2Impact: String(p.co2Impact),
  latitude: p.latitude ?? '',
  longitude: p.longitude ?? '',
  fundingTargetEuro: p.fundingTargetEuro ?? '',
  fundingDeadline: p.fundingDeadline ?? '',
});

const toInput = (v: Values) => ({
  ...v,
  productionInfoDe: textOrNull(v.productionInfoDe),
  productionInfoEn: textOrNull(v.productionInfoEn),
  basePriceEuro: numberOrNull(v.basePriceEuro),
  expectedReturn: v.expectedReturn.trim().replace(',', '.'),
  co2Impact: v.co2Impact.trim().replace(',', '.'),
  latitude: numberOrNull(v.latitude),
  longitude: numberOrNull(v.longitude),
  fundingTargetEuro: numberOrNull(v.fundingTargetEuro),
  fundingDeadline: textOrNull(v.fundingDeadline),
});

/** The dialog: `item` null creates a new project. */
export function ProjectForm({ item: project, onClose }: { item: Project | null; onClose: () => void }) {
  return (
    <CatalogEditor
      kind="projects"
      procedures={trpc.admin.assets}
      item={project}
      schema={createAssetTypeInput}
      initialValues={project ? valuesOf(project) : emptyValues}
      toInput={toInput}
      categories={ASSET_CATEGORIES.map((c) => ({ value: c, label: categoryLabels[c] }))}
      onClose={onClose}
    >
      {({ text, long, number, checkbox, image }) => (
        <>
          {long('productionInfoDe', 'admin.field.productionInfoDe')}
          {long('productionInfoEn', 'admin.field.productionInfoEn')}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {number('basePriceEuro', 'admin.field.price')}
            {text('expectedReturn', 'admin.field.expectedReturn')}
            {text('co2Impact', 'admin.field.co2')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('location', 'admin.field.location')}
            {number('latitude', 'admin.field.latitude', 6)}
            {number('longitude', 'admin.field.longitude', 6)}
          </SimpleGrid>
          {image}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {number('fundingTargetEuro', 'admin.field.fundingTarget')}
            {text('fundingDeadline', 'admin.field.fundingDeadline', 'date')}
          </SimpleGrid>
          {!project && checkbox('published', 'admin.field.publishNow')}
        </>
      )}
    </CatalogEditor>
  );
}
