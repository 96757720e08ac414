// Addresses of the server-drawn content images (routes/images.ts serves them): no external images anywhere.

/** A banner, announcement or promotion image. */
export const announcementImageUrl = (id: number) => `/wps/content/image/${id}.svg`;

/** A team badge of a hot match. */
export const teamBadgeUrl = (team: string) => `/wps/content/team/${encodeURIComponent(team)}.svg`;

/** A promotion category icon. */
export const categoryIconUrl = (id: number) => `/wps/content/category/${id}.svg`;
