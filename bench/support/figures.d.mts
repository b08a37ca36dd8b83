export function recordFigure(figure: { key: string; database?: string; value: number }): void;
