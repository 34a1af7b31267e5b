/**
 * What an issuer sold within the window of § 2a Abs. 1 VermAnlG (decision 0072): its investments awaiting
 * payment or paid, made within the last twelve months. Read from the per-day sums the database keeps
 * (`investment_sales_days`, migration 0042, decision 0102) — at most a year of rows per asset type — and, for
 * the window's first day, which it starts within, from that day's investments: exact to the moment, and
 * no longer a scan of every investment of the year under the issuer's lock (it was most of a batch's time).
 */

import { INVESTMENT_CAPS } from '@wurzelwerk/shared';
import { type SQL, sql } from 'drizzle-orm';
import { literal } from '../../db/prepared';
import { assetTypes, investmentSalesDays, investments } from '../../db/schema';

const WINDOW = `${INVESTMENT_CAPS.issuerWindowMonths} months`;

/**
 * What the asset type `assetTypeId` (an SQL expression) sold within the window, as numeric: the days after
 * the window's first (UTC), and the first day's investments made after the window's start.
 */
export function assetTypeSold(assetTypeId: SQL): SQL {
  return sql`(select coalesce((select sum(d.total) from ${investmentSalesDays} d
                                where d.asset_type_id = ${assetTypeId} and d.day > w.first_day), 0)
                   + coalesce((select sum(i.total_investment) from ${investments} i
                                where i.asset_type_id = ${assetTypeId}
                                  and i.status in ('awaiting_payment', 'paid')
                                  and i.created_at > w.since and i.created_at < w.next_day), 0)
                from (select since, (since at time zone 'UTC')::date as first_day,
                             ((since at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC' as next_day
                        from (select now() - ${literal(WINDOW)}::interval as since) s) w)`;
}

/** What the issuers in `issuerIds` (a subquery or list of ids) sold within the window (`issuer_id`, `total`). */
export function issuerSold(issuerIds: SQL): SQL {
  return sql`select a.issuer_id, sum(${assetTypeSold(sql`a.id`)}) as total
               from ${assetTypes} a
              where a.issuer_id in ${issuerIds}
              group by a.issuer_id`;
}
