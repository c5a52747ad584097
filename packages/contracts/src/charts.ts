// Filled in by Back office II.
export {}
