/**
 * Create or edit a project (an asset type): both languages' texts, category, price, expected return, CO2,
 * place and coordinates (the maps show it there), image, funding target and deadline.
 */
import { SimpleGrid } from '@mantine/core';
import { ASSET_CATEGORIES, type adminAssetTypeSchema, createAssetTypeInput } from '@wurzelwerk/shared';
import type { z } from 'zod';
import { trpc } from '../../lib/trpc';
import { categoryLabels } from '../marketplace';
import {
  BasicFields,
  EditorDialog,
  ImageUpload,
  numberOrNull,
  textOrNull,
  useAdminForm,
  useFields,
  useSave,
} from './kit';

type Project = z.output<typeof adminAssetTypeSchema>;

const emptyValues = {
  slug: '',
  category: 'trees' as string,
  nameDe: '',
  nameEn: '',
  descriptionDe: '',
  descriptionEn: '',
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
};
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

/** The dialog: `project` null creates a new one. */
export function ProjectForm({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const form = useAdminForm(createAssetTypeInput, project ? valuesOf(project) : emptyValues, toInput);
  const { t, text, long, number, checkbox } = useFields(form);
  const { save, pending } = useSave(trpc.admin.assets, project, 'admin.projects.saved', onClose);

  return (
    <EditorDialog
      title={t(project ? 'admin.projects.edit' : 'admin.projects.new')}
      form={form}
      pending={pending}
      onClose={onClose}
      onSave={(values) => save(createAssetTypeInput.parse(toInput(values)))}
    >
      <BasicFields
        form={form}
        categories={ASSET_CATEGORIES.map((c) => ({ value: c, label: t(categoryLabels[c]) }))}
      />
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
      <ImageUpload form={form} field="imagePath" label="admin.field.image" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {number('fundingTargetEuro', 'admin.field.fundingTarget')}
        {text('fundingDeadline', 'admin.field.fundingDeadline', 'date')}
      </SimpleGrid>
      {!project && checkbox('published', 'admin.field.publishNow')}
    </EditorDialog>
  );
}
