import { z } from 'zod';
import { AssemblyStage } from '../../enums';
import {
  AssemblyAnswer,
  AssemblyImportAnswer,
  AssemblyImportInput,
  AssemblyMoveInput,
  AssemblyStartInput,
  ManufacturerAnswer,
  ManufacturerInput,
  PartAnswer,
  PartInput,
  PlanAnswer,
  PlanInput,
  ProductionModelAnswer,
  ProductionModelInput,
} from '../../factory';
import { listAnswer, listQuery } from '../../list-query';
import { UuidParam } from '../common';
import { adminRow, historyRow } from './row';

// The factory section of the back office (issue 17): manufacturers and their parts, production models (bills
// of materials), plans and assemblies, in `warehouse`. The schemas and the stage machine: ../../factory.ts.

const q = z.string().trim().max(100).optional();

export const ManufacturerListQuery = listQuery({ sort: ['name', 'createdAt'], filters: { q } });
export const PartListQuery = listQuery({
  sort: ['name', 'partNumber', 'createdAt'],
  filters: { q, manufacturerId: z.uuid().optional() },
});
export const ProductionModelListQuery = listQuery({ sort: ['name', 'createdAt'], filters: { q } });
export const PlanListQuery = listQuery({ sort: ['dueDate', 'createdAt'], filters: { modelId: z.uuid().optional() } });
/** The factory board asks for every assembly not completed (`open`), or one stage's column. */
export const AssemblyListQuery = listQuery({
  sort: ['createdAt', 'updatedAt', 'frameNumber'],
  filters: { q, stage: AssemblyStage.optional(), open: z.enum(['true', 'false']).optional() },
});

const deleted = z.object({ deleted: z.literal(true) });

export const factoryApi = {
  'GET /api/admin/warehouse/manufacturers': adminRow('warehouse', 'Manufacturers', 'warehouse.manufacturers.list', {
    query: ManufacturerListQuery,
    answer: listAnswer(ManufacturerAnswer),
  }),
  'POST /api/admin/warehouse/manufacturers': adminRow(
    'warehouse',
    'Add a manufacturer',
    'warehouse.manufacturers.create',
    { body: ManufacturerInput, answer: ManufacturerAnswer },
  ),
  'GET /api/admin/warehouse/manufacturers/:id': adminRow(
    'warehouse',
    'One manufacturer',
    'warehouse.manufacturers.view',
    { params: UuidParam, answer: ManufacturerAnswer },
  ),
  'PUT /api/admin/warehouse/manufacturers/:id': adminRow(
    'warehouse',
    'Change a manufacturer',
    'warehouse.manufacturers.update',
    { params: UuidParam, body: ManufacturerInput, answer: ManufacturerAnswer },
  ),
  'DELETE /api/admin/warehouse/manufacturers/:id': adminRow(
    'warehouse',
    'Delete a manufacturer without parts',
    'warehouse.manufacturers.delete',
    { params: UuidParam, answer: deleted },
  ),
  'GET /api/admin/factory/parts': adminRow('warehouse', 'Parts', 'factory.parts.list', {
    query: PartListQuery,
    answer: listAnswer(PartAnswer),
  }),
  'POST /api/admin/factory/parts': adminRow('warehouse', 'Add a part', 'factory.parts.create', {
    body: PartInput,
    answer: PartAnswer,
  }),
  'GET /api/admin/factory/parts/:id': adminRow('warehouse', 'One part', 'factory.parts.view', {
    params: UuidParam,
    answer: PartAnswer,
  }),
  'PUT /api/admin/factory/parts/:id': adminRow('warehouse', 'Change a part', 'factory.parts.update', {
    params: UuidParam,
    body: PartInput,
    answer: PartAnswer,
  }),
  'GET /api/admin/factory/models': adminRow('warehouse', 'Production models', 'factory.models.list', {
    query: ProductionModelListQuery,
    answer: listAnswer(ProductionModelAnswer),
  }),
  'POST /api/admin/factory/models': adminRow('warehouse', 'Add a production model', 'factory.models.create', {
    body: ProductionModelInput,
    answer: ProductionModelAnswer,
  }),
  'GET /api/admin/factory/models/:id': adminRow('warehouse', 'One production model', 'factory.models.view', {
    params: UuidParam,
    answer: ProductionModelAnswer,
  }),
  'PUT /api/admin/factory/models/:id': adminRow(
    'warehouse',
    'Change a production model and its parts',
    'factory.models.update',
    { params: UuidParam, body: ProductionModelInput, answer: ProductionModelAnswer },
  ),
  'GET /api/admin/factory/plans': adminRow('warehouse', 'Production plans', 'factory.plans.list', {
    query: PlanListQuery,
    answer: listAnswer(PlanAnswer),
  }),
  'POST /api/admin/factory/plans': adminRow('warehouse', 'Add a production plan', 'factory.plans.create', {
    body: PlanInput,
    answer: PlanAnswer,
  }),
  'GET /api/admin/factory/plans/:id': adminRow(
    'warehouse',
    'One plan with the parts it needs against stock',
    'factory.plans.view',
    { params: UuidParam, answer: PlanAnswer },
  ),
  'PUT /api/admin/factory/plans/:id': adminRow('warehouse', 'Change a production plan', 'factory.plans.update', {
    params: UuidParam,
    body: PlanInput,
    answer: PlanAnswer,
  }),
  'GET /api/admin/factory/assemblies': adminRow(
    'warehouse',
    'Assemblies (the factory board)',
    'factory.assemblies.list',
    {
      query: AssemblyListQuery,
      answer: listAnswer(AssemblyAnswer),
    },
  ),
  'POST /api/admin/factory/assemblies': adminRow(
    'warehouse',
    'Start an assembly: its parts are consumed (refused when short)',
    'factory.assemblies.create',
    { body: AssemblyStartInput, answer: AssemblyAnswer },
  ),
  'POST /api/admin/factory/assemblies/import': adminRow(
    'warehouse',
    'Record bikes made before the factory module as completed (to insure them)',
    'factory.assemblies.create',
    { body: AssemblyImportInput, answer: AssemblyImportAnswer },
  ),
  'GET /api/admin/factory/assemblies/:id': adminRow(
    'warehouse',
    'One assembly and its stages',
    'factory.assemblies.view',
    {
      params: UuidParam,
      answer: AssemblyAnswer,
    },
  ),
  'POST /api/admin/factory/assemblies/:id/stage': adminRow(
    'warehouse',
    'Move an assembly to its next stage (completed puts the bike in stock)',
    'factory.assemblies.update',
    { params: UuidParam, body: AssemblyMoveInput, answer: AssemblyAnswer },
  ),
  'GET /api/admin/factory/assemblies/:id/history': historyRow('warehouse', 'an assembly', 'factory.assemblies.view'),
} as const;
