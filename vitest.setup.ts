// Matchers that say what a user would notice (toBeVisible, toHaveTextContent, toBeDisabled…) for every
// screen test; they only extend `expect`, so node tests pay nothing for them.
import '@testing-library/jest-dom/vitest';
