/**
 * Create or edit a project (an asset type): both languages' texts, category, price, expected return, CO2,
 * place and coordinates (the maps show it there), image, funding target and deadline, its issuer and the
 * offer's terms (issue 33; fixed once someone invested — the server answers 409 to a change).
 */
import { SimpleGrid, Text } from '@mantine/core';
import {
  ASSET_CATEGORIES,
  type AssetTypeFields,
  type adminAssetTypeSchema,
  createAssetTypeInput,
  DEFAULT_TERMS,
  PAYMENT_FREQUENCIES,
  REPAYMENT_TYPES,
} from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import { trpc } from '../../lib/trpc';
import { categoryLabels, frequencyLabels, repaymentLabels } from '../marketplace';
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
  issuerId: '',
  termMonths: DEFAULT_TERMS.termMonths as number | string,
  repaymentType: DEFAULT_TERMS.repaymentType as string,
  paymentFrequency: DEFAULT_TERMS.paymentFrequency as string,
  paymentDeadlineDays: DEFAULT_TERMS.paymentDeadlineDays as number | string,
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
  issuerId: String(p.issuerId),
});

const toInput = (v: Values) => ({
  ...v,
  // None chosen: the server gives the category's default picture.
  imagePath: v.imagePath || undefined,
  productionInfoDe: textOrNull(v.productionInfoDe),
  productionInfoEn: textOrNull(v.productionInfoEn),
  basePriceEuro: numberOrNull(v.basePriceEuro),
  expectedReturn: v.expectedReturn.trim().replace(',', '.'),
  co2Impact: v.co2Impact.trim().replace(',', '.'),
  latitude: numberOrNull(v.latitude),
  longitude: numberOrNull(v.longitude),
  fundingTargetEuro: numberOrNull(v.fundingTargetEuro),
  fundingDeadline: textOrNull(v.fundingDeadline),
  issuerId: numberOrNull(v.issuerId),
  termMonths: numberOrNull(v.termMonths),
  paymentDeadlineDays: numberOrNull(v.paymentDeadlineDays),
});

/** The dialog: `item` null creates a new project. */
export function ProjectForm({ item: project, onClose }: { item: Project | null; onClose: () => void }) {
  const issuers = trpc.admin.issuers.list.useQuery();
  const issuerOptions = (issuers.data ?? []).map((issuer) => ({
    value: String(issuer.id),
    label: `${issuer.name} ${issuer.legalForm}, ${issuer.city}`,
  }));
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
      {({ text, long, number, checkbox, select, image, t }) => (
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
          {select('issuerId', 'admin.field.issuer', issuerOptions)}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {number('termMonths', 'admin.field.termMonths')}
            {number('paymentDeadlineDays', 'admin.field.paymentDeadlineDays')}
            {select(
              'repaymentType',
              'admin.field.repaymentType',
              REPAYMENT_TYPES.map((value) => ({ value, label: t(repaymentLabels[value]) })),
            )}
            {select(
              'paymentFrequency',
              'admin.field.paymentFrequency',
              PAYMENT_FREQUENCIES.map((value) => ({ value, label: t(frequencyLabels[value]) })),
            )}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="admin.projects.offerHint" />
          </Text>
          {!project && checkbox('published', 'admin.field.publishNow')}
        </>
      )}
    </CatalogEditor>
  );
}
