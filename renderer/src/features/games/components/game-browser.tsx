import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chipsOf, type BrowserState, type DataType } from '@core/game-browser';
import { Icon, Tabs, useOpened } from '../../../shared/ui';
import { useMerchantConfig } from '../../../shared/config';
import { useFavouriteIds } from '../api/favourites';
import { useCategoryGroups, useVendors, type Vendor } from '../api/vendors';
import { FILTERABLE_TYPES } from '../constants';
import { useBrowserList } from '../model/use-browser-list';
import { activeClassify, useBrowserState } from '../model/use-browser-state';
import { BrowserResults } from './browser-results';
import { ClassifyStrip } from './classify-strip';
import { FilterChips } from './filter-chips';
import { SearchBox } from './search-box';
import { VendorStrip, type StripLayout } from './vendor-strip';

const TABS: readonly DataType[] = ['ALL', 'HOT', 'FAV', 'RECENT'];

/** The filter panel: fetched when first opened (issue 29). */
const FilterPanel = lazy(() => import('./filter-panel').then((m) => ({ default: m.FilterPanel })));

/** Sliders: the filter control's picture (decorative; the button carries the name). */
const FilterIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </svg>
);

/** Vendors of the browsed category: its grouped vendors, else the platform's of its game type (all for cross-type lists). */
function useCategoryVendors(state: BrowserState): Vendor[] {
  const { groups } = useCategoryGroups();
  const all = useVendors().data;
  return useMemo(() => {
    const grouped = groups.find((g) => g.category === state.category)?.vendors;
    // Lists across every type (HOT, NEW, favourites) filter by any vendor.
    const list = grouped?.length
      ? grouped
      : (all ?? []).filter((v) => !state.gameType || v.gameType === state.gameType);
    const unique = list.filter((v, i) => list.findIndex((x) => x.vassalage === v.vassalage) === i);
    return state.vendorSet.length ? unique.filter((v) => state.vendorSet.includes(v.vassalage)) : unique;
  }, [groups, all, state.category, state.gameType, state.vendorSet]);
}

/**
 * The game list browser (spec §2): search, vendor strip, filter panel (data-type tabs, classify
 * strip, vendor selector and layout, min bet and lines) and chips, then the results with infinite scroll.
 */
export function GameBrowser({ initial, typeLabel }: { initial: BrowserState; typeLabel: string }) {
  const { t } = useTranslation();
  const { limits } = useMerchantConfig();
  const b = useBrowserState(initial);
  const { state } = b;
  const list = useBrowserList(state);
  const favouriteIds = useFavouriteIds(limits.pageSizeFavourites);
  const vendors = useCategoryVendors(state);
  // The vendor row keeps its place while vendors load, so the grid below never moves (CLS).
  const vendorsLoading = useVendors().isLoading;
  const showVendors = vendors.length > 0 || vendorsLoading;
  const [layout, setLayout] = useState<StripLayout>('horizontal');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersUsed = useOpened(filtersOpen);
  const classifies = useMemo(() => {
    const src = state.vendor ? vendors.filter((v) => v.vassalage === state.vendor) : vendors;
    return [...new Set(src.flatMap((v) => v.classifies ?? []))];
  }, [vendors, state.vendor]);
  const vendorName = (v: string) => vendors.find((x) => x.vassalage === v)?.displayName ?? v;
  const filterable = FILTERABLE_TYPES.includes(state.gameType);

  const chips = chipsOf(state);
  const classifyStrip = (
    <ClassifyStrip extra={classifies} value={activeClassify(state)} onPick={b.setClassify} />
  );

  /*
   * Issue 17: at most two rows of controls above the first game (search with the filter button, then
   * the provider strip); data types, classifications, the vendor list and the layout are in the panel.
   */
  return (
    <section className="gm-browser" aria-label={typeLabel}>
      <div className="gm-toolbar">
        <SearchBox
          initial={state.keyword}
          onSearch={b.search}
          label={t('games.searchIn', { type: typeLabel })}
        />
        <button
          type="button"
          className="gm-iconbtn gm-iconbtn--filter"
          onClick={() => setFiltersOpen(true)}
          aria-label={chips.length ? t('games.filtersActive', { count: chips.length }) : t('games.filters')}
          aria-haspopup="dialog"
        >
          <FilterIcon />
          {chips.length > 0 && (
            <span className="gm-iconbtn__count" aria-hidden="true">
              {chips.length}
            </span>
          )}
        </button>
      </div>
      <div className={`gm-browser__body gm-browser__body--${showVendors ? layout : 'horizontal'}`}>
        {showVendors ? (
          <VendorStrip vendors={vendors} value={state.vendor} onPick={b.pickVendor} layout={layout} />
        ) : (
          classifyStrip
        )}
        <div className="gm-browser__main">
          <FilterChips
            chips={chips}
            vendorName={vendorName}
            onRemove={b.removeChip}
            onClear={b.clearFilters}
          />
          <BrowserResults list={list} favouriteIds={favouriteIds} typeLabel={typeLabel} />
        </div>
      </div>
      {filtersUsed && (
        <Suspense fallback={null}>
          <FilterPanel
            key={`${state.minBet}-${state.minLine}-${filtersOpen}`}
            open={filtersOpen}
            minBet={state.minBet}
            minLine={state.minLine}
            betAndLines={filterable}
            onApply={b.setFilters}
            onClear={b.clearFilters}
            onClose={() => setFiltersOpen(false)}
          >
            <div className="gm-filter__group">
              <h3 className="gm-filter__title">{t('games.dataTypes')}</h3>
              <Tabs
                label={t('games.dataTypes')}
                items={TABS.map((k) => ({ key: k, label: t(`games.tab.${k}`) }))}
                value={(TABS as readonly string[]).includes(state.dataType) ? state.dataType : 'ALL'}
                onChange={b.setTab}
              />
            </div>
            {showVendors && (
              <>
                <div className="gm-filter__group">
                  <h3 className="gm-filter__title">{t('games.classifyLabel')}</h3>
                  {classifyStrip}
                </div>
                <div className="gm-filter__group">
                  <h3 className="gm-filter__title">{t('games.vendors')}</h3>
                  <div className="gm-vendors">
                    <label className="gm-select">
                      <span className="sr-only">{t('games.vendorSelect')}</span>
                      <select
                        value={state.vendor}
                        onChange={(e) => b.pickVendor(e.target.value)}
                        aria-label={t('games.vendorSelect')}
                      >
                        <option value="">{t('games.allVendors')}</option>
                        {vendors.map((v) => (
                          <option key={v.vassalage} value={v.vassalage}>
                            {v.displayName}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button
                      type="button"
                      className="gm-iconbtn"
                      aria-pressed={layout === 'vertical'}
                      onClick={() => setLayout((l) => (l === 'vertical' ? 'horizontal' : 'vertical'))}
                      aria-label={t(
                        layout === 'vertical' ? 'games.layoutHorizontal' : 'games.layoutVertical',
                      )}
                    >
                      <Icon
                        name="menu"
                        size={20}
                        className={layout === 'vertical' ? undefined : 'gm-rot-90'}
                      />
                    </button>
                  </div>
                </div>
              </>
            )}
          </FilterPanel>
        </Suspense>
      )}
    </section>
  );
}
