// Slice colours of the asset-class pie, shared by the chart and its legend. Each is at least 3:1
// against white; the legend also names every slice, so no slice is told apart by colour alone.
export const PIE_COLOURS = ['#1a4f8c', '#0f7b6c', '#b0571a', '#6b4fb3', '#b3365f'] as const;

export const pieColour = (index: number) => PIE_COLOURS[index % PIE_COLOURS.length] ?? PIE_COLOURS[0];
