/** Server messages of the dashboard area (spread into MESSAGES). */
export const dashboardMessages = {} as const;
