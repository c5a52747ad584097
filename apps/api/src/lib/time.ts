export const nowIso = () => new Date().toISOString()

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
