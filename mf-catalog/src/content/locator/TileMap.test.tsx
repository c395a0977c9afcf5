// @vitest-environment jsdom
import type { Shop } from '@shop/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitView, projectMercator, projectOutline, unprojectMercator } from './geo';
import { TileMap } from './TileMap';

afterEach(cleanup);

const place = (id: number, name: string, lat: number, lng: number) =>
  ({ id, name, city: name, lat, lng }) as unknown as Shop;
const shops = [place(1, 'Gdańsk', 54.35, 18.65), place(2, 'Kraków', 50.06, 19.94), place(3, 'Szczecin', 53.43, 14.55)];

describe('the tile map', () => {
  it('draws tiles of the configured server around the shops, with a marker on each', () => {
    const onSelect = vi.fn();
    render(
      <TileMap
        tilesUrl="https://tiles.example/{z}/{x}/{y}.png"
        shops={shops}
        selectedId={undefined}
        onSelect={onSelect}
        labelOf={(shop) => shop.name}
        zoomInLabel="Zoom in"
        zoomOutLabel="Zoom out"
      />,
    );
    const tiles = [...document.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(tiles.length).toBeGreaterThan(0);
    for (const src of tiles) expect(src).toMatch(/^https:\/\/tiles\.example\/6\/\d+\/\d+\.png$/);

    // Every marker sits inside the 640 × 420 box the map assumes before layout.
    for (const name of ['Gdańsk', 'Kraków', 'Szczecin']) {
      const marker = screen.getByRole('button', { name });
      const left = Number.parseInt(marker.style.left, 10);
      const top = Number.parseInt(marker.style.top, 10);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThan(640);
      expect(top).toBeGreaterThan(0);
      expect(top).toBeLessThan(420);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Kraków' }));
    expect(onSelect).toHaveBeenCalledWith(2);

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\/7\//);
  });
});

describe('projections', () => {
  it('puts Warsaw east of Poznań and north of Kraków on the drawn map', () => {
    const warsaw = projectOutline({ lat: 52.23, lng: 21.01 });
    expect(warsaw.x).toBeGreaterThan(projectOutline({ lat: 52.41, lng: 16.93 }).x);
    expect(warsaw.y).toBeLessThan(projectOutline({ lat: 50.06, lng: 19.94 }).y);
  });

  it('finds a place again after projecting it onto tiles', () => {
    const point = projectMercator({ lat: 52.23, lng: 21.01 }, 10);
    const back = unprojectMercator(point, 10);
    expect(back.lat).toBeCloseTo(52.23, 6);
    expect(back.lng).toBeCloseTo(21.01, 6);
  });

  it('shows the middle of Poland when there is nothing to show', () => {
    expect(fitView([], 640, 420)).toEqual({ center: { lat: 52.07, lng: 19.48 }, zoom: 6 });
  });
});
