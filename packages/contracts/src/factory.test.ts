import { describe, expect, it } from 'vitest';
import {
  AssemblyStartInput,
  assemblyMoveProblem,
  assemblyStages,
  nextAssemblyStages,
  ProductionModelInput,
  quantityProblem,
} from './factory';
import { validate } from './validation';

describe('the assembly stage machine', () => {
  it('walks forward one stage at a time to completed', () => {
    const path = ['preparation', 'frame_equipment', 'production_line', 'quality_control', 'packaging', 'completed'];
    for (let i = 0; i + 1 < path.length; i++) {
      expect(assemblyMoveProblem(path[i] as never, path[i + 1] as never)).toBeNull();
    }
  });

  it('lets quality control send a bike to repair and the repaired bike back to quality control', () => {
    expect(assemblyMoveProblem('quality_control', 'fix_repair')).toBeNull();
    expect(assemblyMoveProblem('fix_repair', 'quality_control')).toBeNull();
    expect(nextAssemblyStages('quality_control')).toEqual(['packaging', 'fix_repair']);
  });

  it('refuses skipping, going backwards, staying and leaving completed, naming why', () => {
    expect(assemblyMoveProblem('preparation', 'production_line')).toBe('assembly_skips_stage');
    expect(assemblyMoveProblem('preparation', 'completed')).toBe('assembly_skips_stage');
    expect(assemblyMoveProblem('fix_repair', 'packaging')).toBe('assembly_skips_stage');
    expect(assemblyMoveProblem('packaging', 'quality_control')).toBe('assembly_backwards');
    expect(assemblyMoveProblem('packaging', 'fix_repair')).toBe('assembly_backwards');
    expect(assemblyMoveProblem('production_line', 'preparation')).toBe('assembly_backwards');
    expect(assemblyMoveProblem('quality_control', 'quality_control')).toBe('assembly_same_stage');
    expect(assemblyMoveProblem('completed', 'packaging')).toBe('assembly_completed');
  });

  it('allows exactly the moves the board offers', () => {
    for (const from of assemblyStages) {
      for (const to of assemblyStages) {
        expect(assemblyMoveProblem(from, to) === null).toBe(nextAssemblyStages(from).includes(to));
      }
    }
  });
});

describe('part quantities', () => {
  it('takes whole pieces for piece units and up to three decimals for measured ones', () => {
    expect(quantityProblem(2, 'pc')).toBeNull();
    expect(quantityProblem(1.5, 'pc')).toBe('field.whole_pieces');
    expect(quantityProblem(0.5, 'set')).toBe('field.whole_pieces');
    expect(quantityProblem(1.25, 'm')).toBeNull();
    expect(quantityProblem(0.0001, 'kg')).toBe('field.quantity_decimals');
    expect(quantityProblem(-1, 'pc')).toBe('field.quantity_positive');
    expect(quantityProblem(0, 'l')).toBe('field.quantity_positive');
    expect(quantityProblem(Number.NaN, 'l')).toBe('field.quantity_positive');
  });

  it('refuses a bill of materials with a negative quantity or a part twice', () => {
    const partId = '6f1c1f9e-3c1a-4d3e-9a55-0a4c1f2b7e01';
    const negative = validate(ProductionModelInput, {
      name: 'City 1',
      sku: 'EB-CITY-1',
      parts: [{ partId, quantity: -2 }],
    });
    expect(negative.ok).toBe(false);
    const twice = validate(ProductionModelInput, {
      name: 'City 1',
      sku: 'EB-CITY-1',
      parts: [
        { partId, quantity: 1 },
        { partId, quantity: 2 },
      ],
    });
    expect(twice).toMatchObject({ ok: false, fields: { parts: expect.any(String) } });
    expect(
      validate(ProductionModelInput, { name: 'City 1', sku: 'EB-CITY-1', parts: [{ partId, quantity: 2 }] }).ok,
    ).toBe(true);
  });
});

describe('starting an assembly', () => {
  it('takes the frame number as stamped, upper-cased, and refuses a malformed one', () => {
    const ids = {
      modelId: '6f1c1f9e-3c1a-4d3e-9a55-0a4c1f2b7e01',
      warehouseId: '6f1c1f9e-3c1a-4d3e-9a55-0a4c1f2b7e02',
    };
    const good = validate(AssemblyStartInput, { ...ids, frameNumber: ' wz-2026-0001 ' });
    expect(good).toMatchObject({ ok: true, data: { frameNumber: 'WZ-2026-0001', planId: null } });
    const bad = validate(AssemblyStartInput, { ...ids, frameNumber: 'ab' });
    expect(bad).toMatchObject({ ok: false, fields: { frameNumber: expect.any(String) } });
  });
});
