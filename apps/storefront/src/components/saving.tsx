/** A line's add-on bundle saving ("Bundle: 10% off"), under its name wherever the line is listed. */
export function Saving({ note }: { note: string | null }) {
  return note ? <small className="saving">{note}</small> : null;
}
