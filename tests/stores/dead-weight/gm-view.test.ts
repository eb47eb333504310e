import { describe, expect, it } from 'vitest';
import {
  $dwGmView,
  $dwGmViewNotice,
  DW_GM_VIEW_KEY,
  showDwGmView,
} from '../../../src/stores/dead-weight/gm-view';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $dwGmView.set(false);
  $dwGmViewNotice.set(undefined);
});

describe('showDwGmView', () => {
  it('saves that the GM view is shown, so a reload shows it again', () => {
    showDwGmView(true);
    expect($dwGmView.get()).toBe(true);
    expect(savedJson(DW_GM_VIEW_KEY)).toEqual({ version: 1, shown: true });
  });

  it('saves that it is hidden again', () => {
    showDwGmView(true);
    showDwGmView(false);
    expect(savedJson(DW_GM_VIEW_KEY)).toEqual({ version: 1, shown: false });
  });
});

describe('$dwGmView', () => {
  itSetsAsideUnreadableText(() => ({
    store: $dwGmView,
    notice: $dwGmViewNotice,
    key: DW_GM_VIEW_KEY,
    initial: false,
    wrongShape: '{"version":1,"shown":"yes"}',
    label: 'choice to show the GM view',
  }));
});
