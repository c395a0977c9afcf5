import { listAnswer } from '../../list-query';
import {
  PreorderLinksAnswer,
  PreorderLinksRequest,
  PreorderSeason,
  PreorderSeasonChange,
  PreorderSeasonInput,
  PreorderSeasonListQuery,
  SeasonReport,
} from '../preorders';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The preorders section (SPEC §2 admin menu, §6 `preorders.*`: list, create, update, delete; no separate
// view, so reading one season is `preorders.list`). Schemas live in ../preorders.ts beside the dealer's side.

export const preordersApi = {
  'GET /api/admin/preorder-seasons': adminRow('orders', 'Preorder seasons', 'preorders.list', {
    query: PreorderSeasonListQuery,
    answer: listAnswer(PreorderSeason),
  }),
  'POST /api/admin/preorder-seasons': adminRow('orders', 'Open a preorder season (draft or open)', 'preorders.create', {
    body: PreorderSeasonInput,
    answer: PreorderSeason,
  }),
  'GET /api/admin/preorder-seasons/:id': adminRow('orders', 'One preorder season', 'preorders.list', {
    params: AdminEntityParam,
    answer: PreorderSeason,
  }),
  'PATCH /api/admin/preorder-seasons/:id': adminRow(
    'orders',
    'Change a preorder season (409 when changed meanwhile)',
    'preorders.update',
    { params: AdminEntityParam, body: PreorderSeasonChange, answer: PreorderSeason },
  ),
  'DELETE /api/admin/preorder-seasons/:id': adminRow(
    'orders',
    'Delete a season no link was sent for (422 otherwise: close it instead)',
    'preorders.delete',
    { params: AdminEntityParam },
  ),
  'GET /api/admin/preorder-seasons/:id/history': historyRow('orders', 'a preorder season', 'preorders.list'),
  'POST /api/admin/preorder-seasons/:id/links': adminRow(
    'orders',
    "Send the season's preorder link to dealers (a new link replaces an unused one)",
    'preorders.update',
    { params: AdminEntityParam, body: PreorderLinksRequest, answer: PreorderLinksAnswer },
  ),
  'GET /api/admin/preorder-seasons/:id/report': adminRow(
    'orders',
    'Who was sent, opened and submitted, and the units per product',
    'preorders.list',
    { params: AdminEntityParam, answer: SeasonReport },
  ),
};
