import { z } from 'zod';
import { FulfillmentStatus, ShipmentStatus } from '../../enums';
import {
  FulfilmentAnswer,
  FulfilmentMoveInput,
  ShipmentAnswer,
  ShipmentCreateInput,
  ShipmentMoveInput,
} from '../../fulfilment';
import { listAnswer, listQuery } from '../../list-query';
import { UuidParam } from '../common';
import { adminRow } from './row';

// Fulfilment and shipments in the back office (issue 17), in `warehouse`: the fulfilments of paid orders,
// picking stock into shipments and moving them until delivered. Schemas and moves: ../../fulfilment.ts.

export const FulfilmentListQuery = listQuery({
  sort: ['createdAt', 'updatedAt'],
  filters: { q: z.string().trim().max(40).optional(), status: FulfillmentStatus.optional() },
});
export const ShipmentListQuery = listQuery({
  sort: ['createdAt'],
  filters: { q: z.string().trim().max(40).optional(), status: ShipmentStatus.optional() },
});

export const fulfilmentsApi = {
  'GET /api/admin/warehouse/fulfilments': adminRow(
    'warehouse',
    'Fulfilments of paid orders',
    'warehouse.shipments.list',
    {
      query: FulfilmentListQuery,
      answer: listAnswer(FulfilmentAnswer),
    },
  ),
  'GET /api/admin/warehouse/fulfilments/:id': adminRow(
    'warehouse',
    'One fulfilment with its lines and shipments',
    'warehouse.shipments.view',
    { params: UuidParam, answer: FulfilmentAnswer },
  ),
  'POST /api/admin/warehouse/fulfilments/:id/status': adminRow(
    'warehouse',
    'Schedule, hold or resume a fulfilment',
    'warehouse.shipments.update',
    { params: UuidParam, body: FulfilmentMoveInput, answer: FulfilmentAnswer },
  ),
  'POST /api/admin/warehouse/fulfilments/:id/shipments': adminRow(
    'warehouse',
    'Pick stock into a new shipment (issued against the order)',
    'warehouse.shipments.create',
    { params: UuidParam, body: ShipmentCreateInput, answer: FulfilmentAnswer },
  ),
  'GET /api/admin/warehouse/shipments': adminRow('warehouse', 'Shipments', 'warehouse.shipments.list', {
    query: ShipmentListQuery,
    answer: listAnswer(ShipmentAnswer),
  }),
  'POST /api/admin/warehouse/shipments/:id/status': adminRow(
    'warehouse',
    'Move a shipment (shipped, in transit, delivered, cancelled)',
    'warehouse.shipments.update',
    { params: UuidParam, body: ShipmentMoveInput, answer: FulfilmentAnswer },
  ),
} as const;
