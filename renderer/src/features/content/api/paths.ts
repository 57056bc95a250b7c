/** Platform API paths of the content screens (platform-api/API.md). */
export const CONTENT_PATHS = {
  promotionCategories: '/api/promotions/categories',
  promotions: '/api/promotions',
  promotion: (id: number) => `/api/promotions/${id}`,
  join: (id: number) => `/api/promotions/${id}/join`,
  reward: (id: number) => `/api/promotions/${id}/reward`,
  announcements: '/api/content/announcements',
  notices: '/api/content/notices',
  markRead: (id: number) => `/api/content/announcements/${id}/read`,
  help: '/api/content/help',
  downloads: '/api/content/downloads',
} as const;
