import { type GridImageSize, sizeOf } from '@stallfront/shared/website';
import classes from './HomeLayout.module.css';

/** A grid's slots drawn small, at their shapes: a merchant sees which grid is which before choosing. */
export function GridDiagram({ slots, rows }: { slots: readonly GridImageSize[]; rows: number[][][] }) {
  return (
    <div className={classes.diagram} aria-hidden>
      {rows.map((row) => (
        <div key={row.flat().join('-')} className={classes.diagramRow}>
          {row.map((column) => {
            // A column is as wide as its slots; each slot keeps its own shape.
            const first = slots[column[0] ?? 0];
            const width = first ? sizeOf(first).width : 1;
            return (
              <div key={column.join('-')} className={classes.diagramColumn} style={{ flex: `${width} 1 0` }}>
                {column.map((i) => {
                  const size = slots[i];
                  const { width: w, height: h } = size ? sizeOf(size) : { width: 1, height: 1 };
                  return (
                    <div key={i} className={classes.diagramSlot} style={{ aspectRatio: `${w} / ${h}` }}>
                      {i + 1}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
