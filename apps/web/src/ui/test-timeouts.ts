import { configure } from '@testing-library/react';

// Component tests share CI's two cores with the browser tests: a lazily loaded modal can take
// longer than Testing Library's default second to appear, so findBy and waitFor wait up to ten.
configure({ asyncUtilTimeout: 10_000 });
