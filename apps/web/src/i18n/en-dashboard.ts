/** English texts of the dashboard screens (spread into en). */
export const dashboardEn = {} as const;
