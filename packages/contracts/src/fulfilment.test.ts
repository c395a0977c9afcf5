import { describe, expect, it } from 'vitest';
import {
  canMoveShipment,
  fulfilmentFromShipments,
  ShipmentCreateInput,
  shipmentMoves,
  trackingUrl,
} from './fulfilment';
import { validate } from './validation';

const line = (n: number) => `6f1c1f9e-3c1a-4d3e-9a55-0a4c1f2b7e0${n}`;

describe('shipments', () => {
  it('go created → shipped → in_transit → delivered, and only an unsent one is cancelled', () => {
    expect(canMoveShipment('created', 'shipped')).toBe(true);
    expect(canMoveShipment('shipped', 'in_transit')).toBe(true);
    expect(canMoveShipment('in_transit', 'delivered')).toBe(true);
    expect(canMoveShipment('created', 'cancelled')).toBe(true);
    expect(canMoveShipment('shipped', 'cancelled')).toBe(false);
    expect(canMoveShipment('delivered', 'in_transit')).toBe(false);
    expect(shipmentMoves.cancelled).toEqual([]);
  });

  it('link to the carrier’s tracking page, the number escaped', () => {
    expect(trackingUrl('inpost', '6200 1234')).toBe('https://inpost.pl/sledzenie-przesylek?number=6200%201234');
    expect(trackingUrl('own_transport', 'X1')).toBeNull();
  });

  it('refuse fractional or negative pieces and a line picked twice', () => {
    const base = { warehouseId: line(9), carrier: 'dpd' };
    expect(validate(ShipmentCreateInput, { ...base, lines: [{ lineId: line(1), quantity: 1.5 }] }).ok).toBe(false);
    expect(validate(ShipmentCreateInput, { ...base, lines: [{ lineId: line(1), quantity: -1 }] }).ok).toBe(false);
    const twice = validate(ShipmentCreateInput, {
      ...base,
      lines: [
        { lineId: line(1), quantity: 1 },
        { lineId: line(1), quantity: 1 },
      ],
    });
    expect(twice.ok).toBe(false);
    expect(validate(ShipmentCreateInput, { ...base, lines: [{ lineId: line(1), quantity: 2 }] })).toMatchObject({
      ok: true,
      data: { trackingNumber: '' },
    });
  });
});

describe('the fulfilment status shipments give', () => {
  const lines = [
    { id: line(1), ordered: 2 },
    { id: line(2), ordered: 1 },
  ];

  it('is unchanged while nothing left, partial when some did, fulfilled when all did', () => {
    expect(fulfilmentFromShipments('scheduled', lines, [])).toBe('scheduled');
    expect(
      fulfilmentFromShipments('scheduled', lines, [{ status: 'created', lines: [{ lineId: line(1), quantity: 2 }] }]),
    ).toBe('scheduled');
    const first = { status: 'shipped' as const, lines: [{ lineId: line(1), quantity: 2 }] };
    expect(fulfilmentFromShipments('pending', lines, [first])).toBe('partially_fulfilled');
    const second = { status: 'delivered' as const, lines: [{ lineId: line(2), quantity: 1 }] };
    expect(fulfilmentFromShipments('partially_fulfilled', lines, [first, second])).toBe('fulfilled');
    const cancelled = { status: 'cancelled' as const, lines: [{ lineId: line(2), quantity: 1 }] };
    expect(fulfilmentFromShipments('pending', lines, [first, cancelled])).toBe('partially_fulfilled');
  });
});
