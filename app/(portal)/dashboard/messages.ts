// The dashboard's empty-state text (seed 000): every list and panel with nothing in it says this.
export const NO_DATA_FOUND = 'No Data Found';
