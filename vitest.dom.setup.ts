// jsdom tests: the find* queries wait up to 5 s instead of 1 s, because a 2-core CI machine running
// the suite's threads side by side can take longer than a second to render a state that does come.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
