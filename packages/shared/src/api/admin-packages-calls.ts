import { z } from 'zod';
import { BILLING_ACCESS } from '../rules/billing.js';
import { okList } from '../schemas/common.js';
import { packageIdParams, packageItem, packageSaveBody, packageVersionItem, planItem } from '../schemas/catalogue.js';
import { endpoint } from './endpoint.js';

/** The platform admin's package catalogue (/admin/packages); docs/decisions.md, "Package versions". */
export const ADMIN_PACKAGE_CALLS = {
  list: endpoint({
    method: 'GET',
    path: '/admin/packages',
    auth: 'master',
    input: undefined,
    output: okList(packageItem),
    summary: 'Every package at its newest version, with how many stores are on it',
  }),
  save: endpoint({
    method: 'PUT',
    path: '/admin/packages',
    auth: 'master',
    input: packageSaveBody,
    output: z.object({ status: z.literal(true), message: z.string(), data: packageItem }),
    summary: 'Save a package as a new version: stores get it at their next renewal, or now when it is immediate',
  }),
  versions: endpoint({
    method: 'GET',
    path: '/admin/packages/:id/versions',
    auth: 'master',
    input: packageIdParams,
    output: okList(packageVersionItem),
    summary: "A package's versions, newest first",
  }),
};

/** The plans a store may choose, as the catalogue holds them now (/deployment/plans). */
export const PLAN_CATALOGUE_CALLS = {
  plans: endpoint({
    method: 'GET',
    path: '/store/plans',
    auth: 'store',
    access: BILLING_ACCESS,
    input: undefined,
    output: okList(planItem),
    summary: 'The active packages with their price in the base currency, from the catalogue',
  }),
};
