"""by-dispatch (调度台) entries, part A: components and stores."""
from common import E

P = "by-dispatch"
MN = ["main", "next/*"]
REL = ["release/2025.q4"]

ENTRIES = [

E("exp-dsp-001", project=P, asset_type="component", status="verified",
  title="WaybillTable: a-table (customRender, server paging, selection) -> antd 5 Table + RTK Query; layout on 1366px laptops",
  assets=["WaybillTable"], branches=MN,
  applies_to={"antd": ">=5 <6", "@reduxjs/toolkit": "^2"},
  conditions="The main 运单 list of the dispatch console on main / next/* (antd 5).",
  counter_conditions="Not for release/2025.q4 (antd 4.24). Not for `TrailerPoolTable` (expandable rows, no batch selection).",
  source="PR by-dispatch#218", updated_at="2025-04-16",
  body="""
## Why
`WaybillTable.vue` is the core of the dispatch console: the 运单 list with 40+ columns, server-side pagination / sort / filter, row selection for batch 派单, and per-column `#bodyCell` templates (status tag, 干线 leg, 回单 state). It used `a-table` from ant-design-vue 3.2 with `:data-source`, `:pagination`, `@change` and `:row-selection="{ selectedRowKeys, onChange }"`.

## What changed
- `app/(console)/waybills/WaybillTable.tsx` ('use client') with antd 5 `Table<Waybill>`.
- Columns: ADV `#bodyCell="{ column, record }"` templates -> `render: (_, w) => <StatusTag code={w.status} />`. Array `dataIndex` paths (`['consignee', 'name']`) work the same.
- `rowKey="waybillNo"` (the Vue table relied on a `key` field that was missing for half the rows -> selection bugs).
- Data: RTK Query `useListWaybillsQuery(params)`, where `params` is derived from the URL search params; `onChange(pagination, filters, sorter)` writes back to the URL.
- Selection: `rowSelection={{ selectedRowKeys, onChange: setKeys, preserveSelectedRowKeys: true }}`. Without `preserveSelectedRowKeys`, antd 5 drops keys of rows that are not on the current page, which silently shrank batch 派单 selections.

### Layout on dispatcher laptops (1366x768)
The table overflowed horizontally, the header cells went out of alignment and the 操作 column scrolled out of view. What works:
- `scroll={{ x: 'max-content', y: 'calc(100vh - 320px)' }}`: `x: 'max-content'` lets columns keep their widths; a numeric `x` smaller than the sum of the column widths misaligns header and body cells.
- Fixed columns: 运单号 `fixed: 'left'`, 操作 `fixed: 'right'`. Every other column needs an explicit `width`, otherwise the fixed columns overlap their neighbours.
- `sticky={{ offsetHeader: 56 }}` so the header sticks under the console top bar when the page (not the table body) scrolls, e.g. in the 打印 preview layout without `scroll.y`.
- `size="small"` and `ellipsis: { showTitle: false }` + `Tooltip` for address columns.

### Performance
With 200 rows per page and 40 columns a render took ~900 ms. The `render` functions were recreated on every render and `StatusTag` was heavy; columns are now `useMemo`'d with stable handlers and `StatusTag` is memoized. For 1,000+ rows see the virtual-scroll entries (antd >= 5.9 only).

## How to verify
- 1366x768 Chrome: the header stays aligned while scrolling horizontally; 运单号 and 操作 stay visible.
- Select 3 rows on page 1, go to page 2, select 2 more -> batch 派单 shows 5.

## Caveats
- `sticky` together with `scroll.y`: the header only sticks inside the table body; use one or the other per layout.
- ADV `customRender` returning `{ children, props: { rowSpan } }` -> antd 5 uses `onCell: () => ({ rowSpan })`.
"""),

E("exp-dsp-002", project=P, asset_type="component", status="verified",
  title="WaybillTable virtual scrolling with antd >= 5.9 `virtual` (numeric scroll.x / scroll.y required)",
  assets=["WaybillTable"], branches=MN,
  applies_to={"antd": ">=5.9 <6"},
  conditions="干线 manifest views that load thousands of 运单 without pagination, antd >= 5.9.",
  counter_conditions="antd 4.24 on release/2025.q4 has no `virtual` prop (silently ignored).",
  source="PR by-dispatch#241", updated_at="2025-05-08",
  body="""
## Why
The 干线 manifest view loads ~3,000 运单 of one trunk departure at once; pagination is not acceptable for loaders checking the list.

## What changed
`<Table virtual scroll={{ x: 2400, y: 600 }} pagination={false} rowKey="waybillNo" />`. In virtual mode both `scroll.x` and `scroll.y` must be numbers ('max-content' is not supported) and every column needs a numeric `width`. `sticky` is not supported together with `virtual`.

## How to verify
3,000 rows render in < 300 ms; scrolling stays at 60 fps in Chrome on the 8 GB dispatcher PCs.

## Caveats
Expandable rows are slow in virtual mode; row heights must be uniform (no wrapping addresses).
"""),

E("exp-dsp-003", project=P, asset_type="component", status="verified",
  title="WaybillTable virtual list on release/2025.q4 (antd 4.24): components.body + react-window grid",
  assets=["WaybillTable"], branches=REL,
  applies_to={"antd": "^4.24"},
  conditions="Frozen release/2025.q4 branch (antd 4.24) showing 1,000+ rows without pagination.",
  counter_conditions="antd >= 5.9 branches: use the built-in `virtual` prop instead.",
  source="PR by-dispatch#236 (release/2025.q4)", updated_at="2025-01-22",
  body="""
## Why
The frozen release/2025.q4 branch runs antd 4.24.16 on the React side, and the 干线 manifest needs 3k rows.

## What changed
- `components={{ body: renderVirtualList }}` with a `react-window` `VariableSizeGrid`, following the antd 4 docs example; `scroll={{ y: 600, x: '100vw' }}`.
- Reset the grid (`resetAfterIndices`) on width change via `ResizeObserver`.
- Row selection is a manual checkbox column: the antd 4 virtual body does not render `rowSelection`.

## How to verify
release build: manifest with 3,000 rows scrolls smoothly; selecting rows and batch 派单 works.

## Caveats
Do not pass `virtual` on antd 4: it is ignored and the browser hangs rendering 3k rows.
"""),

E("exp-dsp-004", project=P, asset_type="component", status="verified",
  title="DispatchBoard: vuedraggable kanban -> @dnd-kit with optimistic moves, BY-DSP-2201 rollback and capacity rules",
  assets=["DispatchBoard"], branches=["*"],
  applies_to={"react": "^18", "@reduxjs/toolkit": "^2"},
  conditions="The drag-and-drop 派单 board (one column per driver) in the dispatch console.",
  counter_conditions="Not for list-level optimistic updates outside the board (see the useDispatchStore entry).",
  source="PR by-dispatch#226", updated_at="2025-04-24",
  body="""
## Why
`DispatchBoard.vue` is the kanban: one column per driver (plus 待派), cards are 运单. The Vue version used `vuedraggable` 4 (Sortable.js) with `group="waybills"`, `@change` to call `/dispatch/assign`, and mutated the Pinia arrays in place.

## What changed
- `@dnd-kit/core` + `@dnd-kit/sortable`: `DndContext` with `PointerSensor` (activation distance 6 px so a click still opens the card) and `KeyboardSensor`; each column is a `SortableContext` with `verticalListSortingStrategy`; `DragOverlay` renders the dragged card.
- State: columns are derived from RTK Query `useGetBoardQuery(date)` data; the order is `driverId -> waybillNo[]`.
- `onDragEnd({ active, over })` triggers the `assignWaybill({ waybillNo, driverId, index, date })` mutation.

### Optimistic move and BY-DSP-2201 rollback
The card must move immediately. In the mutation's `onQueryStarted` we patch the board cache:
```ts
async onQueryStarted({ waybillNo, driverId, index, date }, { dispatch, queryFulfilled }) {
  const patch = dispatch(boardApi.util.updateQueryData('getBoard', date, draft => moveCard(draft, waybillNo, driverId, index)))
  try { await queryFulfilled }
  catch (e) {
    patch.undo()
    if (isBizError(e, 'BY-DSP-2201')) message.warning('该运单已被其他调度员分配，已刷新')
    dispatch(boardApi.util.invalidateTags([{ type: 'Board', id: date }]))
  }
}
```
`BY-DSP-2201` (HTTP 409) means another dispatcher assigned the waybill first (the server checks `version`). `patch.undo()` puts the card back where it was; invalidating the Board tag then refetches, so the card ends up in the column the other dispatcher chose. In Vue we kept a deep copy of the columns before each drag to restore them; that code (`snapshotColumns`) is gone.

### Capacity rules
A driver column refuses drops when the vehicle's remaining weight is below the waybill weight. `useDroppable({ disabled })` was not enough (a disabled column cannot be hovered to show the reason); we keep droppables enabled, compute `overReason` in `onDragOver`, render a red outline + tooltip 超载, and `onDragEnd` ignores drops that have a reason.

### Performance
200 cards x 30 columns: cards are `React.memo`, receive `waybillNo` instead of objects, and only columns near the viewport use `useSortable` (simple horizontal windowing of +-2 columns).

## How to verify
- Two browsers on the same board: drag the same card to different drivers within a second -> the loser sees 该运单已被其他调度员分配 and the card ends in the winner's column.
- Keyboard: Space to pick up, arrows to move, Space to drop.

## Caveats
- `vuedraggable`'s `clone` mode (copy a card into the 甩挂 plan) has no direct equivalent; it is a separate drop zone.
- Never mutate cache arrays outside `updateQueryData`.
"""),

E("exp-dsp-005", project=P, asset_type="component", status="verified",
  title="DriverSelect: a-select show-search + remote search -> antd Select filterOption={false} + lazy RTK Query",
  assets=["DriverSelect"], branches=["*"],
  applies_to={"antd": ">=4.24 <6", "@reduxjs/toolkit": "^2"},
  conditions="Remote driver search selects in the dispatch console (antd 4.24 or 5).",
  source="PR by-dispatch#207", updated_at="2025-03-28",
  body="""
## Why
`DriverSelect.vue`: `a-select show-search :filter-option="false" @search="onSearch" :options="options" label-in-value`, with a lodash debounce and a manual loading flag.

## What changed
- antd `Select showSearch filterOption={false} onSearch={debouncedSearch} options={options} labelInValue notFoundContent={isFetching ? <Spin size="small" /> : null}`.
- Data via `const [trigger, { data, isFetching }] = useLazySearchDriversQuery()`; `trigger(keyword, true)` reuses cached results.
- The selected driver is merged into `options` so its label stays visible when it is not in the current search result.

## How to verify
Type 张 -> one request after 300 ms; select, type another name -> the selected label is still shown.

## Caveats
`labelInValue` values are `{ value, label }`; the form submit maps them back to `driverId`.
"""),

E("exp-dsp-006", project=P, asset_type="component", status="verified",
  title="TrunkRoutePlanner (干线 stops): a-form v-for stops -> antd Form.List + Form.useWatch",
  assets=["TrunkRoutePlanner"], branches=MN,
  applies_to={"antd": ">=5 <6"},
  conditions="干线 route planning form with a dynamic list of hub stops, antd 5 branches.",
  counter_conditions="Not for release/2025.q4: the planner stays on the Vue page there.",
  source="PR by-dispatch#214", updated_at="2025-04-09",
  body="""
## Why
`TrunkRoutePlanner.vue` edits a 干线 route: `v-for="(stop, i) in form.stops"` with `:name="['stops', i, 'hubCode']"`, plus `push` / `splice` buttons and a drag handle.

## What changed
- `Form.List name="stops"` with `add`, `remove`, `move`; per-item rules on `hubCode` and `planArrive`.
- At least two stops: `rules` on the Form.List with a validator, rendered by `<Form.ErrorList errors={errors} />`.
- Total transit time recomputed from `Form.useWatch('stops', form)`.

## How to verify
Add 3 stops, remove the middle one, reorder -> submitted payload order matches the UI; with one stop -> 至少需要两个站点.

## Caveats
Use `field.key` as React key, never the index.
"""),

E("exp-dsp-007", project=P, asset_type="component", status="verified",
  title="TrailerPoolTable (甩挂 trailer pool): expandedRowRender -> antd expandable with lazy per-row query",
  assets=["TrailerPoolTable"], branches=MN,
  applies_to={"antd": ">=5 <6"},
  conditions="The 甩挂 trailer pool table with expandable event history, antd 5.",
  counter_conditions="Not for `WaybillTable` (batch selection, sticky layout, URL-synced filters).",
  source="PR by-dispatch#221", updated_at="2025-04-14",
  body="""
## Why
`TrailerPoolTable.vue` lists trailers in the 甩挂 pool; each row expands to the trailer's last 10 drop/hook events (`expandedRowRender` + `v-model:expandedRowKeys`).

## What changed
- `expandable={{ expandedRowRender: t => <TrailerEvents plate={t.plate} />, expandedRowKeys, onExpand, rowExpandable: t => t.eventCount > 0 }}`.
- `TrailerEvents` calls `useGetTrailerEventsQuery(plate)` only when mounted, i.e. only for expanded rows.

## How to verify
Expand two rows -> two requests; collapse and re-expand within 60 s -> served from cache.

## Caveats
Keep `rowKey="plate"`; expanded keys are plates.
"""),

E("exp-dsp-008", project=P, asset_type="component", status="verified",
  title="ExceptionTicketDrawer (异常件): a-drawer v-model:visible -> antd 5 Drawer open + destroyOnClose + inner form",
  assets=["ExceptionTicketDrawer"], branches=MN,
  applies_to={"antd": ">=5 <6"},
  conditions="异常件 ticket handling drawer in the dispatch console on antd 5.",
  counter_conditions="release/2025.q4 (antd 4.24): see the release entry (afterVisibleChange; destroyOnClose does not reset a form owned by the parent).",
  source="PR by-dispatch#223", updated_at="2025-04-17",
  body="""
## Why
`ExceptionTicketDrawer.vue`: `a-drawer v-model:visible="open" destroyOnClose` with an `a-form` for the resolution (赔付 / 重派 / 退回).

## What changed
- antd 5 `Drawer open={open} onClose={close} destroyOnClose`; ADV `visible` -> `open`.
- The form lives in the drawer content component with its own `Form.useForm()` and `preserve={false}`, so closing really resets it.
- `afterOpenChange(true)` focuses the first field; the ticket loads with `useGetExceptionTicketQuery(id, { skip: !open })`.

## How to verify
Open ticket A, type a note, close, open ticket B -> empty form with B's data.

## Caveats
Do not create the form instance in the page and pass it down; destroyOnClose will not reset it.
"""),

E("exp-dsp-009", project=P, asset_type="component", status="verified",
  title="ExceptionTicketDrawer on release/2025.q4 (antd 4.24): stale form after reopen -> key by ticket id / resetFields in afterVisibleChange",
  assets=["ExceptionTicketDrawer"], branches=REL,
  applies_to={"antd": "^4.24"},
  conditions="Frozen release/2025.q4 branch, antd 4.24.",
  counter_conditions="antd 5 branches: use the open / afterOpenChange entry.",
  source="PR by-dispatch#233 (release/2025.q4)", updated_at="2025-01-15",
  body="""
## Why
On release/2025.q4 the drawer showed the previous 异常件 ticket's resolution and note after closing and opening another ticket. The form instance was created in the parent page with `Form.useForm()`, so `destroyOnClose` destroyed the DOM but not the form store.

## What changed
- `<Drawer open={open} destroyOnClose afterVisibleChange={v => { if (!v) form.resetFields() }}>` (antd 4.24 accepts `open`, but the callback is still `afterVisibleChange`).
- The content is keyed by ticket id: `<TicketForm key={ticketId} />` so switching tickets remounts it.

## How to verify
release build: open A, type, close, open B -> empty form with B's data.

## Caveats
Do not backport antd 5's `afterOpenChange`; it does not exist in 4.24.
"""),

E("exp-dsp-010", project=P, asset_type="component", status="verified",
  title="ReceiptAuditModal (回单 audit): a-image-preview-group -> antd Image.PreviewGroup, shortcuts, signed URL refresh",
  assets=["ReceiptAuditModal"], branches=["*"],
  applies_to={"antd": ">=4.24 <6"},
  conditions="回单 (returned receipt) scan audit in the dispatch console.",
  source="PR by-dispatch#229", updated_at="2025-04-21",
  body="""
## Why
`ReceiptAuditModal.vue` shows the 回单 scans of a waybill in `a-image-preview-group` and lets the dispatcher approve or reject.

## What changed
- antd `Modal` + `Image.PreviewGroup`; rotation from the preview toolbar (some scans are sideways).
- Keyboard shortcuts A (通过) / R (驳回) registered in a `useEffect` only while the modal is open.
- Images are OSS signed URLs that expire after 10 minutes; `onError` on an `Image` refetches the signed URL list once.

## How to verify
Open a waybill with 3 回单 scans, rotate one, press A -> approved and the next waybill opens.

## Caveats
Shortcuts must ignore key events from the reject-reason `Input`.
"""),

E("exp-dsp-011", project=P, asset_type="component", status="verified",
  title="DateRangeFilter on antd 5: RangePicker with dayjs values, presets, 31-day limit (BY-DSP-4007)",
  assets=["DateRangeFilter"], branches=MN,
  applies_to={"antd": ">=5 <6", "dayjs": "^1.11"},
  conditions="Date range filters of the dispatch console on antd 5 branches.",
  counter_conditions="release/2025.q4 (antd 4.24 uses moment).",
  source="PR by-dispatch#210", updated_at="2025-04-02",
  body="""
## Why
`DateRangeFilter.vue` wraps ADV 3 `a-range-picker` (dayjs, `value-format="YYYY-MM-DD"`) with preset ranges 今天 / 近7天 / 本月.

## What changed
- antd 5 `RangePicker` values are `[Dayjs, Dayjs]`. Old shared utils still produced moment objects, which crashed with `TypeError: date.clone is not a function` (also `isValid is not a function`). Conversion now happens at the boundary: the URL stores `YYYY-MM-DD`, the picker gets `[dayjs(from), dayjs(to)]`.
- ADV `ranges` -> antd 5 `presets={[{ label: '近7天', value: [dayjs().subtract(6, 'day'), dayjs()] }]}`.
- The server rejects ranges longer than 31 days with `BY-DSP-4007 invalid date range`; `disabledDate` uses the dates from `onCalendarChange` to block them.

## How to verify
Pick a 40-day range -> not selectable; 近7天 -> URL `?from=...&to=...`.

## Caveats
Do not install `moment` on the antd 5 branches.
"""),

E("exp-dsp-012", project=P, asset_type="component", status="verified",
  title="DateRangeFilter on release/2025.q4 (antd 4.24): moment values, `ranges` prop, zh-cn moment locale",
  assets=["DateRangeFilter"], branches=REL,
  applies_to={"antd": "^4.24", "moment": "^2.29"},
  conditions="Frozen release/2025.q4 branch (antd 4.24 + moment 2.29).",
  counter_conditions="antd 5 branches (main, next/*): dayjs + presets.",
  source="PR by-dispatch#232 (release/2025.q4)", updated_at="2025-01-14",
  body="""
## Why
On release/2025.q4 the React side runs antd 4.24, whose RangePicker requires moment objects.

## What changed
- Shared utils return dayjs; convert with `moment(d.toDate())` at the picker boundary, and back with `dayjs(m.toDate())`.
- Presets use the antd 4 `ranges={{ 近7天: [moment().subtract(6, 'days'), moment()] }}` prop (not `presets`).
- `import 'moment/locale/zh-cn'` so months are Chinese.
- Same 31-day limit (BY-DSP-4007) via `disabledDate`.

## How to verify
release build: 近7天 works, a 40-day range is blocked.

## Caveats
Do not switch the frozen branch to dayjs via antd-dayjs-webpack-plugin; it changes the bundle that QA signed off.
"""),

E("exp-dsp-013", project=P, asset_type="component", status="verified",
  title="StatusTag: a-tag colour map -> memoized antd Tag with @baiyun/waybill-status colours",
  assets=["StatusTag"], branches=["*"],
  applies_to={"antd": ">=4.24 <6"},
  conditions="Waybill status tags in tables and drawers of the dispatch console.",
  source="PR by-dispatch#204", updated_at="2025-03-24",
  body="""
## Why
`StatusTag.vue` mapped status codes to `a-tag :color` through a local object that drifted from the driver app.

## What changed
`StatusTag.tsx` = `React.memo(({ code }) => <Tag color={statusColor(code)}>{statusText(code)}</Tag>)` using `@baiyun/waybill-status`. The Tag API is the same in antd 4.24 and 5, so the component is shared with release/2025.q4.

## How to verify
Status colours match the driver app for codes 10-70.

## Caveats
antd 5 preset colour names (`processing`, `success`, `warning`, `error`) are unchanged; custom hex colours need `bordered={false}` to look the same.
"""),

E("exp-dsp-014", project=P, asset_type="plugin", status="verified",
  title="antd 5 'Static function can not consume context' warning: message/modal via App.useApp()",
  assets=["message", "notification"], branches=MN,
  applies_to={"antd": ">=5.1 <6"},
  conditions="Global feedback (message, modal.confirm, notification) in the dispatch console on antd >= 5.1.",
  counter_conditions="antd 4.24 (release/2025.q4) has no App component.",
  source="PR by-dispatch#212", updated_at="2025-04-03",
  body="""
## Why
ADV code called `message.success('派单成功')` statically. Under antd 5 with our `ConfigProvider theme`, the console logs `Warning: [antd: message] Static function can not consume context like dynamic theme. Please use 'App' component instead.` and toasts render with the default blue and wrong font.

## What changed
- `<ConfigProvider theme={theme}><App>{children}</App></ConfigProvider>` in `app/providers.tsx`.
- Components: `const { message, modal, notification } = App.useApp()`.
- Outside React (RTK listener effects): an `<AntdStaticBridge />` inside `App` stores the instances in a module holder `feedback.message`.

## How to verify
The warning is gone; toasts use the brand colour.

## Caveats
`App.useApp()` only works under `<App>`; Storybook decorators need it too.
"""),

E("exp-dsp-015", project=P, asset_type="plugin", status="review_required",
  title="release/2025.q4 (antd 4.24): message shows behind Drawer / print layout -> message.config getContainer (proposal)",
  assets=["message"], branches=REL,
  applies_to={"antd": "^4.24"},
  conditions="Static message calls on the frozen release branch where the console root is a stacking context.",
  counter_conditions="antd 5 branches: use App.useApp().",
  source="PR by-dispatch#239 (review)", updated_at="2025-02-06",
  body="""
## Why
On release/2025.q4, `message.success` after saving inside `ExceptionTicketDrawer` is hidden behind the drawer: the drawer is rendered into `#console-root` (a stacking context with `z-index: 1100`), messages into `body`.

## What changed
`message.config({ getContainer: () => document.getElementById('console-root')!, top: 64, maxCount: 3 })` once in the client providers.

## How to verify
Save in the drawer -> the message appears above it.

## Caveats (why review_required)
- Breaks `modal.confirm` layering in the print layout; not resolved.
- Not checked on Safari 15 used at two depots.
"""),

E("exp-dsp-016", project=P, asset_type="style", status="verified",
  title="ADV less modifyVars (@primary-color) -> antd 5 ConfigProvider theme tokens",
  assets=["theme.less", "modifyVars"], branches=MN,
  applies_to={"antd": ">=5 <6"},
  conditions="Theming the dispatch console on antd 5.",
  counter_conditions="antd 4.24 (release/2025.q4) still uses less variables.",
  source="PR by-dispatch#203", updated_at="2025-03-22",
  body="""
## Why
The Vue console themed ADV 3 with less variables in `vite.config.ts` (`modifyVars: { 'primary-color': '#1f6fff', 'border-radius-base': '2px' }`).

## What changed
`ConfigProvider theme={{ token: { colorPrimary: '#1f6fff', borderRadius: 2, fontSize: 13 }, components: { Table: { headerBg: '#f5f7fa', cellPaddingBlockSM: 6 } } }}`; tokens in `theme.ts`, shared with the print layout. No less in the Next app.

## How to verify
Primary buttons, links and table headers match the Vue console.

## Caveats
Component tokens names changed across 5.x minors; pin and check the changelog when upgrading.
"""),

E("exp-dsp-017", project=P, asset_type="style", status="review_required",
  title="release/2025.q4: antd 4 less variables in Next 14 (next-with-less vs antd.variable.css) - proposal",
  assets=["theme.less", "modifyVars"], branches=REL,
  applies_to={"antd": "^4.24"},
  conditions="Brand colour on the frozen release branch (antd 4.24, Next 14.1).",
  counter_conditions="antd 5 branches: use ConfigProvider theme tokens.",
  source="PR by-dispatch#240 (review)", updated_at="2025-02-10",
  body="""
## Why
The React pages on release/2025.q4 show antd 4's default blue instead of the brand colour; the Vue console used less `modifyVars`.

## What changed
Two options tried:
1. `next-with-less` + `lessVarsFilePath` -> works locally, breaks the SWC build intermittently on Next 14.1.
2. `import 'antd/dist/antd.variable.min.css'` + `ConfigProvider.config({ theme: { primaryColor: '#1f6fff' } })` (antd 4 dynamic theme) -> works, no less toolchain.
Proposal: option 2.

## How to verify
release build: buttons are brand blue.

## Caveats (why review_required)
`next-with-less` is unmaintained; option 2 does not cover `border-radius-base`. Not agreed with UX.
"""),

E("exp-dsp-018", project=P, asset_type="component", status="verified",
  title="ADV Form.useForm(modelRef, rulesRef) + validateInfos -> antd Form.useForm + Form.Item rules",
  assets=["useForm", "validateInfos"], branches=["*"],
  applies_to={"ant-design-vue": "^3.2", "antd": ">=4.24 <6"},
  conditions="Forms in the dispatch console written with ADV's useForm.",
  source="PR by-dispatch#206", updated_at="2025-03-27",
  body="""
## Why
Many dispatch forms used ADV 3 `const { validate, validateInfos, resetFields } = Form.useForm(modelRef, rulesRef)` with `v-bind="validateInfos.driverId"` on each `a-form-item`.

## What changed
- antd `const [form] = Form.useForm()`; rules move onto `Form.Item name rules`.
- The reactive `modelRef` -> `initialValues` + `form.setFieldsValue`.
- `validate()` -> `await form.validateFields()`.

## How to verify
Submitting empty required fields shows the same messages as before.

## Caveats
`resetFields` differs: ADV resets to the modelRef's initial value, antd to `initialValues`. Pass `initialValues` explicitly.
"""),

E("exp-dsp-019", project=P, asset_type="component", status="verified",
  title="PrintWaybillButton (运单 printing via C-Lodop): window is not defined -> dynamic import ssr:false + next/script",
  assets=["PrintWaybillButton"], branches=["*"],
  applies_to={"next": "^14"},
  conditions="Printing 运单 labels / 交接单 from the dispatch console on depot PCs with C-Lodop.",
  counter_conditions="Not for the driver app (no printing from the H5).",
  source="PR by-dispatch#219", updated_at="2025-04-11",
  body="""
## Why
`PrintWaybillButton.vue` called `getLodop()` from `LodopFuncs.js`, loaded in `index.html`. In Next, `next build` failed with `ReferenceError: window is not defined` because LodopFuncs touches `window` at import time.

## What changed
- `const PrintWaybillButton = dynamic(() => import('./PrintWaybillButtonImpl'), { ssr: false })`.
- `LodopFuncs.js` loaded with `<Script src="/lodop/LodopFuncs.js" strategy="afterInteractive" />`.
- Fallback to `window.print()` on a hidden iframe with the 运单 template when C-Lodop is not installed.

## How to verify
Depot PC with C-Lodop: label prints; without it: browser print dialog.

## Caveats
C-Lodop's local service uses http://localhost:8000; mixed-content on the https console needs the https port 8443.
"""),

E("exp-dsp-020", project=P, asset_type="component", status="verified",
  title="MapDispatchPanel: AMap in Next (client component, ssr:false, strict-mode double init)",
  assets=["MapDispatchPanel"], branches=["*"],
  applies_to={"next": "^14"},
  conditions="The vehicle map panel of the dispatch console.",
  counter_conditions="Not for the driver app's RouteMapView (shell WebView, no SSR).",
  source="PR by-dispatch#224", updated_at="2025-04-19",
  body="""
## Why
`MapDispatchPanel.vue` created an AMap in `onMounted` and showed 干线 vehicles.

## What changed
- `'use client'` component loaded with `dynamic(..., { ssr: false })`.
- `AMapLoader.load` inside `useEffect`, after setting `window._AMapSecurityConfig`.
- React 18 strict mode runs effects twice in dev -> two maps; a ref guard plus `map.destroy()` in the cleanup fixes it.
- Vehicle markers update from the RTK Query polling endpoint.

## How to verify
Dev mode: one map instance (check `document.querySelectorAll('.amap-container').length === 1`).

## Caveats
Do not keep marker objects in Redux; keep them in a ref map keyed by plate.
"""),

E("exp-dsp-021", project=P, asset_type="store", status="verified",
  title="useWaybillStore (Pinia setup store) -> RTK Query waybillApi + small UI slice; tags and LIST invalidation",
  assets=["useWaybillStore"], branches=["*"],
  applies_to={"pinia": "^2", "@reduxjs/toolkit": "^2"},
  conditions="Server state of waybills in the dispatch console (list, detail, assign, cancel, remark).",
  counter_conditions="Not for purely client state (column settings, panel open): keep those in slices.",
  source="PR by-dispatch#211", updated_at="2025-04-28",
  body="""
## Why
`stores/waybill.ts` (Pinia setup store) held list params, the list, total, a detail cache, and actions `fetchList`, `fetchDetail`, `assign`, `cancel`, `updateRemark`. Loading / error flags were hand-written per action; cache invalidation meant calling `fetchList()` again after every mutation.

## What changed
- Server state moved to RTK Query `waybillApi` (`createApi` with `fetchBaseQuery({ baseUrl: '/api', prepareHeaders })`).
- Client-only state (selected keys, column settings, panel open) in a small `waybillUiSlice`.
- Endpoints: `listWaybills` (query with a params object), `getWaybill` (by 运单号), mutations `assignWaybill`, `cancelWaybill`, `updateRemark`.
- Getters -> selectors: the `totalWeight` getter became `selectFromResult` in the component, or `createSelector` over `waybillApi.endpoints.listWaybills.select(params)`.

### Tags and invalidation (the list did not refresh)
The first version had `providesTags: result => result.items.map(w => ({ type: 'Waybill', id: w.waybillNo }))` on the list and `invalidatesTags: (r, e, a) => [{ type: 'Waybill', id: a.waybillNo }]` on `assignWaybill`. After reassigning a waybill *into* a driver-filtered list, that list did not refresh: it never contained the waybill, so it had not provided its id tag. Fix:
- lists also provide `{ type: 'Waybill', id: 'LIST' }`;
- mutations that change list membership (assign, cancel) invalidate `{ type: 'Waybill', id: 'LIST' }` in addition to the id tag;
- `updateRemark` only invalidates the id tag (membership unchanged).
Other settings: `keepUnusedDataFor: 30` for lists, 300 for details; `refetchOnMountOrArgChange: 30`.

### Params object identity
`useListWaybillsQuery(params)` with a new object on each render is fine (RTK Query serializes the args), but `params` once contained a `Date` -> non-serializable warning and cache misses. Params are strings only (YYYY-MM-DD).

### Migrating callers
`const store = useWaybillStore(); onMounted(() => store.fetchList())` -> just calling the hook. `store.loading` -> `isFetching` (not `isLoading`, which is only true for the first load).

## How to verify
Filter the list by driver A; in another tab reassign a waybill from B to A -> list A shows it after one refetch, without reload.

## Caveats
- Do not copy RTK Query data into a slice "to be able to edit it"; use `updateQueryData`.
- Server components fetch directly; these hooks are client-side only.
"""),

E("exp-dsp-022", project=P, asset_type="store", status="verified",
  title="useDispatchStore optimistic actions (snapshot/revert) -> RTK Query onQueryStarted + updateQueryData + undo",
  assets=["useDispatchStore"], branches=["*"],
  applies_to={"@reduxjs/toolkit": "^2"},
  conditions="Optimistic list updates (cancel, remark, priority) in the dispatch console.",
  counter_conditions="Board drag-and-drop has its own rollback and BY-DSP-2201 handling (DispatchBoard entry).",
  source="PR by-dispatch#216", updated_at="2025-04-10",
  body="""
## Why
Pinia `useDispatchStore.cancel(no)` removed the waybill from the array immediately, kept a snapshot and restored it in `catch`.

## What changed
- Mutations use `onQueryStarted` with `dispatch(api.util.updateQueryData('listWaybills', args, draft => ...))` and `patch.undo()` in `catch`.
- Because the list may be cached under several params, the helper walks `waybillApi.util.selectCachedArgsForQuery(getState(), 'listWaybills')` and patches each.
- Helper `optimistic(endpoint, recipe)` to avoid repeating the try/undo boilerplate.

## How to verify
Cancel with the API returning 500 -> the row disappears and reappears with an error message.

## Caveats
Patches are not rolled back on unmount; that is fine because the cache outlives the component.
"""),

E("exp-dsp-023", project=P, asset_type="store", status="verified",
  title="storeToRefs + deep watch -> useSelector returning new objects: 'Maximum update depth exceeded' in FilterPanel",
  assets=["storeToRefs", "useFilterStore"], branches=["*"],
  applies_to={"react-redux": "^9"},
  conditions="Components ported from `storeToRefs(store)` + `watch(..., { deep: true })` to react-redux selectors.",
  source="PR by-dispatch#215", updated_at="2025-04-08",
  body="""
## Why
`const { filters } = storeToRefs(useFilterStore())` + `watch(filters, fetch, { deep: true })` was ported to
`const filters = useSelector(s => ({ ...s.filters, region: s.region }))` +
`useEffect(() => { dispatch(setNormalized(normalize(filters))) }, [filters])`.
The selector returns a new object on every call -> the effect dispatches -> the store changes -> re-render -> new object -> ... React threw "Maximum update depth exceeded" in `FilterPanel`.

## What changed
- Select stable references: `useSelector(s => s.filters)`; combine several fields with `useSelector(sel, shallowEqual)` or a memoized `createSelector`.
- Normalization moved into the reducer (`prepare` callback), so no effect dispatches derived state.
- react-redux 9 dev-mode checks warn "Selector unknown returned a different result when called with the same parameters"; keep them on, they point at these selectors.

## How to verify
Typing in the filter: one render per keystroke, no console error.

## Caveats
`shallowEqual` only helps one level deep.
"""),

E("exp-dsp-024", project=P, asset_type="store", status="verified",
  title="RTK 2: 'The object notation for createSlice.extraReducers has been removed' -> builder callback",
  assets=["createSlice", "extraReducers"], branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=2.0.0"},
  conditions="Slices written from RTK 1.x snippets while porting Pinia stores.",
  source="PR by-dispatch#209", updated_at="2025-03-31",
  body="""
## Why
Several slices ported from Pinia stores were based on older RTK 1.9 examples with `extraReducers: { [fetchDrivers.fulfilled]: (s, a) => ... }`. On RTK 2 this throws at startup: `The object notation for createSlice.extraReducers has been removed. Please use the 'builder callback' notation instead`.

## What changed
```ts
extraReducers: builder => {
  builder
    .addCase(fetchDrivers.fulfilled, (s, a) => { s.drivers = a.payload })
    .addMatcher(waybillApi.endpoints.listWaybills.matchFulfilled, (s, a) => { s.lastTotal = a.payload.total })
}
```
Same for `createReducer`. The codemod `npx @reduxjs/rtk-codemods createSliceBuilder ./src` converted most files.

## How to verify
App boots; slice unit tests pass.

## Caveats
`addCase` calls must come before `addMatcher` calls.
"""),

E("exp-dsp-025", project=P, asset_type="store", status="verified",
  title="Pause RTK Query polling in hidden tabs: pollingInterval + skipPollingIfUnfocused (RTK >= 2.1)",
  assets=["useGetVehiclePositionsQuery"], branches=MN,
  applies_to={"@reduxjs/toolkit": ">=2.1.0"},
  conditions="Polling of 干线 vehicle positions on main / next/* (RTK >= 2.1).",
  counter_conditions="release/2025.q4 (RTK 2.0.1): the option is not available there and is silently ignored.",
  source="PR by-dispatch#230", updated_at="2025-04-23",
  body="""
## Why
干线 vehicle positions are polled every 15 s. Dispatchers keep up to 6 console tabs open, so hidden tabs multiplied the load on the GPS service. The Vue page used `setInterval` and never paused.

## What changed
`useGetVehiclePositionsQuery(lineId, { pollingInterval: 15000, skipPollingIfUnfocused: true })`, plus `setupListeners(store.dispatch)` in the StoreProvider, which is required for focus tracking.

## How to verify
Open two tabs, hide one -> only the visible tab polls (Network panel).

## Caveats
Refetch on refocus is immediate; no extra `refetchOnFocus` needed.
"""),

E("exp-dsp-026", project=P, asset_type="store", status="verified",
  title="release/2025.q4 (RTK 2.0.x): pause polling via usePageVisible -> pollingInterval 0",
  assets=["useGetVehiclePositionsQuery"], branches=REL,
  applies_to={"@reduxjs/toolkit": ">=2.0.0 <2.1.0"},
  conditions="Frozen release/2025.q4 branch (RTK 2.0.1) polling vehicle positions.",
  counter_conditions="RTK >= 2.1 branches: use skipPollingIfUnfocused.",
  source="PR by-dispatch#238 (release/2025.q4)", updated_at="2025-02-03",
  body="""
## Why
On the frozen branch RTK is 2.0.1; passing `skipPollingIfUnfocused` does nothing, hidden tabs keep polling the GPS service.

## What changed
```ts
const visible = usePageVisible() // document.visibilityState === 'visible'
useGetVehiclePositionsQuery(lineId, { pollingInterval: visible ? 15000 : 0, refetchOnFocus: true })
```
`setupListeners(store.dispatch)` for `refetchOnFocus`.

## How to verify
release build: hide the tab -> polling stops; show it -> one immediate refetch.

## Caveats
Do not upgrade RTK on the frozen branch just for this option.
"""),

E("exp-dsp-027", project=P, asset_type="store", status="verified",
  title="pinia-plugin-persistedstate -> no redux-persist: cookie for column settings, post-mount load for filters (hydration mismatch)",
  assets=["pinia-plugin-persistedstate", "useColumnStore"], branches=["*"],
  applies_to={"pinia": "^2", "next": "^14"},
  conditions="Persisted UI preferences (columns, last filters) in the Next dispatch console.",
  source="PR by-dispatch#225", updated_at="2025-04-20",
  body="""
## Why
`pinia-plugin-persistedstate` persisted column settings and the last filters in localStorage. The first port used redux-persist: the server rendered defaults, the client rehydrated different values, and React reported "Text content does not match server-rendered HTML" / "Hydration failed because the initial UI does not match what was rendered on the server".

## What changed
- Column settings are stored in a cookie `by_cols` that the server component reads, so SSR and client render the same columns.
- Last filters are read from localStorage in a client effect after mount: `useEffect(() => { dispatch(loadPrefs(readLocal())) }, [])`.
- redux-persist removed.

## How to verify
Hide two columns, reload -> no hydration warning, columns stay hidden on first paint.

## Caveats
Cookie size limit: store column keys only, not widths of every column.
"""),

E("exp-dsp-028", project=P, asset_type="store", status="verified",
  title="Pinia $subscribe / $onAction audit log -> RTK createListenerMiddleware",
  assets=["$subscribe", "$onAction"], branches=["*"],
  applies_to={"@reduxjs/toolkit": "^2"},
  conditions="Dispatcher action audit (派单, 取消, 改派) in the dispatch console.",
  source="PR by-dispatch#217", updated_at="2025-04-10",
  body="""
## Why
`store.$subscribe((mutation, state) => audit(...))` and `$onAction({ after, onError })` wrote the dispatcher audit log.

## What changed
```ts
listener.startListening({
  matcher: isAnyOf(waybillApi.endpoints.assignWaybill.matchFulfilled, waybillApi.endpoints.cancelWaybill.matchFulfilled),
  effect: (action, api) => audit(action.meta.arg.originalArgs, api.getState().auth.user)
})
```
`$onAction` `onError` -> a second listener on `matchRejected`.

## How to verify
Assign a waybill -> one audit record with dispatcher id and 运单号.

## Caveats
Listeners run after reducers; read the previous state with `api.getOriginalState()` when needed.
"""),

]
