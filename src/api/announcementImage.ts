/** The image an announcement or promotion shows: sequence 1 of its images (SPEC §2/§3), else its first, else `url`. */
export const announcementImage = (a: {
  announcementImages: readonly { sequence: number; url: string }[];
  url?: string;
}): string | undefined =>
  a.announcementImages.find((i) => i.sequence === 1)?.url ?? a.announcementImages[0]?.url ?? a.url;
