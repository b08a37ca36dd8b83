import { geoEqualEarth, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection } from 'geojson';
import { alpha2ToNumeric } from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import type { DashboardShare } from '@stallfront/shared/dashboard';

const WIDTH = 640;
const HEIGHT = 300;

// Natural Earth's countries at 1:110m, projected once when the map first loads.
const atlas = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const projection = geoEqualEarth().fitExtent(
  [
    [4, 4],
    [WIDTH - 4, HEIGHT - 4],
  ],
  { type: 'Sphere' },
);
const drawPath = geoPath(projection);
const SHAPES = (feature(atlas, atlas.objects.countries) as FeatureCollection).features.map((country: Feature) => ({
  id: String(country.id),
  d: drawPath(country) ?? '',
}));

interface SalesMapProps {
  countries: DashboardShare[];
  labelOf: (key: string) => string;
  money: (minor: number) => string;
}

/** Countries shaded by their part of the period's sales: the darker, the more sold there. */
export default function SalesMap({ countries, labelOf, money }: SalesMapProps) {
  const byShape = new Map(countries.map((c) => [alpha2ToNumeric(c.key) ?? c.key, c]));
  const most = Math.max(1, ...countries.map((c) => c.sales));
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={`Map of sales by country: ${countries.map((c) => labelOf(c.key)).join(', ')}`}
      style={{ display: 'block' }}
    >
      {SHAPES.map((shape) => {
        const sold = byShape.get(shape.id);
        return (
          <path
            key={shape.id}
            d={shape.d}
            data-country={sold?.key}
            fill={sold ? shade(sold.sales / most) : 'var(--mantine-color-default-border)'}
            stroke="var(--mantine-color-body)"
            strokeWidth={0.5}
          >
            {sold ? <title>{`${labelOf(sold.key)}: ${money(sold.sales)}`}</title> : null}
          </path>
        );
      })}
    </svg>
  );
}

/** From a light blue for the least to the theme's deep blue for the most. */
const shade = (part: number) =>
  `color-mix(in srgb, var(--mantine-color-blue-8) ${Math.round(25 + 75 * part)}%, var(--mantine-color-blue-1))`;
