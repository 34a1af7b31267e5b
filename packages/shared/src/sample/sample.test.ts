/**
 * The sample content's JSON files against their schemas. The sample modules hand the JSON out as it is,
 * typed (no zod at run time: the public pages' first load goes without it); this holds the JSON to the
 * schemas, and parsing changes nothing (no default or transform applies), so the typed value is the
 * parsed one.
 */
import { expect, test } from 'bun:test';
import { z } from 'zod';
import { mapProjectSchema, worldProjectSchema } from '../projects';
import { teamMemberSchema } from '../team';
import { sampleJourney } from './about';
import journey from './about.json' with { type: 'json' };
import { sampleAssetTypes } from './assetTypes';
import assetTypes from './assetTypes.json' with { type: 'json' };
import { SAMPLE_ECO_SHOP_PRODUCTS } from './ecoShop';
import ecoProducts from './ecoShop.json' with { type: 'json' };
import { sampleFarm } from './farm';
import farm from './farm.json' with { type: 'json' };
import { sampleInvestmentCategories } from './investmentCategories';
import investmentCategories from './investmentCategories.json' with { type: 'json' };
import { sampleIssuerOf, sampleIssuers } from './issuers';
import issuers from './issuers.json' with { type: 'json' };
import { sampleLandingCategories } from './landing';
import landingCategories from './landing.json' with { type: 'json' };
import { sampleLivestreams } from './livestreams';
import livestreams from './livestreams.json' with { type: 'json' };
import { sampleMapProjects } from './mapProjects';
import mapProjects from './mapProjects.json' with { type: 'json' };
import { sampleNews } from './news';
import news from './news.json' with { type: 'json' };
import { sampleProfile } from './profile';
import profile from './profile.json' with { type: 'json' };
import { SAMPLE_SHOP_PRODUCTS } from './shopProducts';
import shopProducts from './shopProducts.json' with { type: 'json' };
import { sampleTeam } from './team';
import team from './team.json' with { type: 'json' };
import {
  sampleAssetTypeSchema,
  sampleEcoProductSchema,
  sampleFarmSchema,
  sampleInvestmentCategorySchema,
  sampleIssuerSchema,
  sampleLandingCategorySchema,
  sampleLivestreamSchema,
  sampleMilestoneSchema,
  sampleNewsSchema,
  sampleProfileSchema,
  sampleShopProductSchema,
} from './types';
import { sampleWorldProjects } from './worldProjects';
import worldProjects from './worldProjects.json' with { type: 'json' };

const samples: [string, z.ZodType, unknown, unknown][] = [
  ['about', z.array(sampleMilestoneSchema), journey, sampleJourney],
  ['assetTypes', z.array(sampleAssetTypeSchema), assetTypes, sampleAssetTypes],
  ['ecoShop', z.array(sampleEcoProductSchema), ecoProducts, SAMPLE_ECO_SHOP_PRODUCTS],
  ['farm', sampleFarmSchema, farm, sampleFarm],
  [
    'investmentCategories',
    z.array(sampleInvestmentCategorySchema),
    investmentCategories,
    sampleInvestmentCategories,
  ],
  ['issuers', z.array(sampleIssuerSchema), issuers, sampleIssuers],
  ['landing', z.array(sampleLandingCategorySchema), landingCategories, sampleLandingCategories],
  ['livestreams', z.array(sampleLivestreamSchema), livestreams, sampleLivestreams],
  ['mapProjects', z.array(mapProjectSchema), mapProjects, sampleMapProjects],
  ['news', z.array(sampleNewsSchema), news, sampleNews],
  ['profile', sampleProfileSchema, profile, sampleProfile],
  ['shopProducts', z.array(sampleShopProductSchema), shopProducts, SAMPLE_SHOP_PRODUCTS],
  ['team', z.array(teamMemberSchema), team, sampleTeam],
  ['worldProjects', z.array(worldProjectSchema), worldProjects, sampleWorldProjects],
];

test.each(samples)(
  '%s: the JSON is valid, parsing it changes nothing, the module hands it out',
  (_, schema, json, value) => {
    expect(schema.parse(json)).toEqual(json);
    expect(value).toBe(json);
  },
);

test('every sample news item names a sample asset type, whose picture it shows', () => {
  const slugs = new Set(sampleAssetTypes.map((asset) => asset.slug));
  for (const item of sampleNews) expect(slugs.has(item.assetSlug ?? ''), item.slug).toBe(true);
});

test('every sample asset type names a sample issuer, and every sample issuer has a project', () => {
  const keys = new Set(sampleAssetTypes.map((asset) => sampleIssuerOf(asset).key));
  expect([...keys].sort()).toEqual(sampleIssuers.map((issuer) => issuer.key).sort());
  expect(new Set(sampleIssuers.map((issuer) => issuer.name)).size).toBe(sampleIssuers.length);
  expect(() => sampleIssuerOf({ slug: 'x', issuer: 'nobody' })).toThrow();
});
