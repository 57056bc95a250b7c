/** A small busy indicator; label it when it stands alone (a whole page loading). */
export function Spinner({ size = 24, label }: { size?: number; label?: string }) {
  return (
    <span
      className="ui-spinner"
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
