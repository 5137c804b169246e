"""songhe-store (store-manager tablet app): Vue 2.6 + Element UI 2.15 + Vuex 3
->  React 18 + MUI 5 + Redux Toolkit 1.9 (RTK Query).  Entries 0084-0118."""

from data_common import (E, ST, EU, MUI5, RTK19, DG6, merge)

V, C, RR, D = "verified", "candidate", "review_required", "deprecated"

ENTRIES = [
E(84, "ElTable (tablet lists) → MUI X DataGrid: columns / renderCell / getRowId; \"MUI: The data grid component requires all rows to have a unique id property\"", """
- `<el-table :data="rows"><el-table-column prop="skuName" label="商品" width="200">` → `<DataGrid rows={rows} columns={[{ field: 'skuName', headerName: '商品', width: 200 }]} />`.
- Scoped slot `<template slot-scope="{ row }">` → `renderCell: (params) => <Chip label={params.row.status} />`.
- Our rows have `skuCode`, not `id` → runtime error `MUI: The data grid component requires all rows to have a unique id property.` Fix: `getRowId={(r) => r.skuCode}`; keep the function stable (module level or useCallback).
- One SKU can appear twice in a 补货单 (two suppliers) → composite id `${r.skuCode}-${r.supplierCode}`.
- ElTable `height` → a parent box with a fixed height; `autoHeight` disables virtualization, never use it on stock-take sheets with 2k rows.
- Tablet: `density="comfortable"`, `rowHeight={56}` for touch targets, `disableColumnMenu` to hide the column menu.
""", project=ST, asset_type="component", status=V, assets=["ElTable"],
  applies_to=merge(EU, DG6), source="MR !88 songhe-store", updated_at="2025-11-03"),

E(85, "DataGrid v7 valueGetter / valueFormatter signature (value, row)", """
- MUI X v7 changed `valueGetter: (value, row, column, apiRef) => ...` and `valueFormatter: (value, row, column, apiRef) => ...`; v6 passed a single `params` object.
- 盘点差异 column: `valueGetter: (_value, row) => row.countedQty - row.bookQty`.
- `valueFormatter: (value) => formatQty(value)`; the formatter receives the getter's output.
- Upgrade with the MUI X v7 codemod (`npx @mui/x-codemod@latest v7.0.0/preset-safe src/`), then fix what it can't.
""", project=ST, asset_type="component", status=V, assets=["ElTable", "StocktakeSheet"],
  applies_to={"@mui/x-data-grid": ">=7 <8"}, source="升级 spike 分支 chore/x-grid-v7", updated_at="2026-02-10"),

E(86, "DataGrid v6 valueGetter / valueFormatter：params 对象写法（门店 app 当前 6.x）", """
- 门店 app 锁定 @mui/x-data-grid 6.x：`valueGetter: (params) => params.row.countedQty - params.row.bookQty`，`valueFormatter: (params) => formatQty(params.value)`。
- 网上 v7 示例 `(value, row)` 在 6.x 下第一个参数其实是 params 对象 → 算出 NaN，不报错，排查了很久。
- Element 的 `:formatter="(row, column, cellValue) => …"` 对应 v6 valueFormatter（只影响显示，排序/过滤用原值）；要按计算值排序就用 valueGetter。
- 升级到 v7 时改用 exp-songhe-0085。
""", project=ST, asset_type="component", status=V, assets=["ElTable", "StocktakeSheet"],
  applies_to=merge(EU, DG6), source="MR !91 songhe-store", updated_at="2025-11-06"),

E(87, "盘点单 StocktakeSheet：DataGrid 行内编辑、扫码定位、离线草稿与同步冲突（完整记录）", """
## 背景
盘点单 StocktakeSheet 是门店平板 app 最重的页面：一张盘点单 500~2000 个 SKU，店员按货架逐行录入实盘数量。Vue 版用 ElTable + 每行一个 `<el-input-number>`，2000 行时输入明显卡顿；草稿存 localStorage。

## 1. 行内编辑：DataGrid cell 编辑 + processRowUpdate
- 列 `{ field: 'countedQty', editable: true, type: 'number' }`，`editMode="cell"`，回车或失焦提交。
- 平板单击进入编辑：DataGrid 默认双击 / 回车进入编辑，加 `onCellClick={(p) => p.isEditable && apiRef.current.startCellEditMode({ id: p.id, field: p.field })}`。
- `processRowUpdate={(newRow) => { dispatch(stocktakeDraft.actions.setCount({ sheetId, skuCode: newRow.skuCode, qty: newRow.countedQty })); return newRow; }}`，必须返回新行，抛错则回滚；`onProcessRowUpdateError` 里 enqueueSnackbar。
- 已提交的盘点单不可编辑：`isCellEditable={() => sheet.status === 'COUNTING'}`。
- 不要在 renderCell 里放受控 TextField（Vue 版思路）：2000 行全部挂载输入框，重渲染虚拟化也救不了。

## 2. 数量输入
- 自定义 `renderEditCell`，用 `<TextField inputProps={{ inputMode: 'numeric', pattern: '[0-9]*' }} />`（见 exp-songhe-0103）；称重商品（散装）允许 3 位小数，`inputMode: 'decimal'`。
- 差异率超过 20% 的行标黄：`getRowClassName={(p) => (diffRate(p.row) > 0.2 ? 'row-warn' : '')}`。

## 3. 扫码定位
- 扫码枪（键盘模拟）扫到条码后：`useBarcodeScanner`（exp-songhe-0088）→ 找到行 → `apiRef.current.scrollToIndexes({ rowIndex })` + `apiRef.current.startCellEditMode({ id, field: 'countedQty' })`。
- 找不到条码：提示"非本盘点范围商品"，可加入盘盈列表（独立 slice）。

## 4. 离线草稿
- 门店仓库区 Wi‑Fi 差，盘点必须支持离线。草稿在 Redux `stocktakeDraft` slice：`{ [sheetId]: { counts: Record<skuCode, { qty, countedAt, deviceId }>, updatedAt } }`，countedAt 存 ISO 字符串（exp-songhe-0093）。
- redux-persist 持久化到 IndexedDB（localforage），只持久化 stocktakeDraft，不持久化 RTK Query 的 api reducer（exp-songhe-0094）。
- 联网状态用 `useOnlineStatus()`；离线时"提交"按钮变成"离线保存"，并显示待同步条数。

## 5. 同步与冲突（复盘）
- 恢复网络后，listener middleware 监听 `network/online` action，按 sheetId 分批 `PATCH /stocktake/{id}/counts`，每批 200 条，失败的批次留在队列里下次重试。
- 两台平板盘同一个货架：后端按 `(skuCode, deviceId)` 各存一条，不直接覆盖。同一 SKU 两台设备数量不一致时后端返回 HTTP 409 + `code: 'ST-40901'` 和冲突列表 → 前端**不**自动取最大值或最新值，而是把这些 SKU 标记为"需复盘"，冲突视图里并排显示两个数量和盘点人，店长选定其一或现场复盘后重新提交。
- 同一设备重复提交同一 SKU：以 countedAt 较新的为准（幂等，后端处理）。
- 同步成功后 `invalidatesTags: [{ type: 'StocktakeSheet', id: sheetId }]` 刷新盘点进度。

## 6. 提交盘点
- 提交前校验：未盘 SKU 数大于 0 时用 MUI Dialog 二次确认，列出未盘货架。
- 提交后 sheet.status = SUBMITTED，草稿 slice 删除该 sheetId。

## 7. 测试
- processRowUpdate 用 RTL：`await user.dblClick(cell)` 进入编辑（测试里不依赖自定义单击逻辑），输入后 `user.keyboard('{Enter}')`，断言 dispatch 了 setCount。
""", project=ST, asset_type="component", status=V, assets=["StocktakeSheet", "ElTable", "ElInputNumber"],
  applies_to=merge(EU, DG6, RTK19),
  conditions="盘点单在平板上录入，可能离线；后端按 (skuCode, deviceId) 存盘点记录",
  source="MR !95, MR !102, MR !117 songhe-store；Confluence 《门店盘点 React 化》", updated_at="2026-01-20"),

E(88, "v-barcode-scan 扫码枪指令 → useBarcodeScanner hook（键盘模拟模式）", """
- Vue 2 指令 `v-barcode-scan="onScan"` 绑在页面根元素的 keydown 上，按键间隔小于 50ms 视为扫码枪输入，Enter 结束。
- React：`useBarcodeScanner(onScan, { minLength: 8, maxInterval: 50 })`，在 `document` 上 `addEventListener('keydown', handler)`，effect cleanup 里移除；onScan 存 useRef，避免每次 render 重新绑定。
- 焦点在 TextField 里时扫码字符会同时输进输入框：识别为扫码后 `e.preventDefault()`；但第一个字符已经进去了 → 扫码结束后把输入框值恢复成 focus 时记录的值。
- EAN-13 校验位在 hook 里校验，失败提示"条码无法识别"；称重码（2 开头 18 位）解析出 PLU 和重量。
- Dialog 打开时多个组件同时挂 hook：只让最上层生效，用一个全局栈 `scannerStack`。
""", project=ST, asset_type="directive", status=V, assets=["v-barcode-scan"],
  applies_to={"vue": "^2.6", "react": "^18"},
  conditions="扫码枪为 HID 键盘模拟模式（USB / 蓝牙）",
  counter_conditions="设备是 Zebra / Honeywell 手持终端且扫码配置为 DataWedge / Intent 广播模式时不适用：扫码数据不产生 keydown，需要原生桥（WebView JSBridge）回调",
  source="MR !93 songhe-store", updated_at="2025-11-08"),

E(89, "Vuex namespaced modules (replenish, inventory) → createSlice; mapGetters → createSelector", """
- One namespaced Vuex module → one slice: `state` → `initialState`, `mutations` → `reducers` (Immer, write "mutating" code), `getters` → selectors.
- `...mapGetters('replenish', ['urgentItems'])` → `const urgent = useSelector(selectUrgentItems)` with `export const selectUrgentItems = createSelector([selectItems], (items) => items.filter((i) => i.stockDays < 2))`. Memoize it, otherwise `filter` returns a new array on every call, every dispatch re-renders the list, and react-redux 8.1+ warns in dev: `Selector unknown returned a different result when called with the same parameters`.
- `commit('replenish/SET_ITEMS', items)` → `dispatch(replenishSlice.actions.setItems(items))`; mutation-type constants disappear.
- `rootState` / `rootGetters` inside a getter → selectors take the whole `RootState` and compose across slices.
- Server data (the list itself) does not belong in the slice → RTK Query (exp-songhe-0090); the slice keeps local edits and UI state.
""", project=ST, asset_type="store", status=V, assets=["replenish", "inventory", "mapGetters"],
  applies_to=merge({"vuex": "^3"}, RTK19, {"react-redux": ">=8.1 <9"}), source="MR !84 songhe-store；ADR-007", updated_at="2025-10-30"),

E(90, "Vuex actions 里调接口 → RTK Query createApi：补货单 providesTags / invalidatesTags", """
- Vue 版 `replenish/fetchList` action 调 axios、commit SET_LIST、自己管 loading。
- RTK Query：
```ts
export const storeApi = createApi({
  reducerPath: 'storeApi',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Replenish', 'StocktakeSheet'],
  endpoints: (b) => ({
    getReplenishList: b.query<ReplenishItem[], { storeCode: string; date: string }>({
      query: (arg) => ({ url: '/replenish/suggestions', params: arg }),
      providesTags: (res) => [...(res ?? []).map((r) => ({ type: 'Replenish' as const, id: r.id })), { type: 'Replenish', id: 'LIST' }],
    }),
    confirmReplenish: b.mutation<void, string[]>({
      query: (ids) => ({ url: '/replenish/confirm', method: 'POST', body: { ids } }),
      invalidatesTags: [{ type: 'Replenish', id: 'LIST' }],
    }),
  }),
});
```
- 组件里 `const { data, isLoading, isFetching } = useGetReplenishListQuery({ storeCode, date })`，不用再写 loading mutation。
- 还没选门店时 `useGetReplenishListQuery(storeCode ? { storeCode, date } : skipToken)`。
- axios 拦截器里的逻辑（门店 header、401 处理）搬到 `baseQueryWithReauth`（fetchBaseQuery + prepareHeaders）。
""", project=ST, asset_type="store", status=V, assets=["replenish", "fetchList"],
  applies_to=merge({"vuex": "^3"}, RTK19), source="MR !86 songhe-store", updated_at="2025-11-01"),

E(91, "补货建议量修改 optimistic update：onQueryStarted + updateQueryData + patchResult.undo()", """
- 店长在补货建议列表里改建议量（+ / - 按钮），Vue 版先改 Vuex 再等接口，失败了也不回滚。
- RTK Query mutation：
```ts
updateQty: b.mutation<void, { id: string; qty: number; listArgs: ListArgs }>({
  query: ({ id, qty }) => ({ url: `/replenish/${id}`, method: 'PATCH', body: { qty } }),
  async onQueryStarted({ id, qty, listArgs }, { dispatch, queryFulfilled }) {
    const patch = dispatch(storeApi.util.updateQueryData('getReplenishList', listArgs, (draft) => {
      const item = draft.find((d) => d.id === id); if (item) item.qty = qty;
    }));
    try { await queryFulfilled; } catch { patch.undo(); enqueueSnackbar('修改失败，已恢复', { variant: 'error' }); }
  },
}),
```
- updateQueryData 的第二个参数必须和列表 query 的参数**完全一致**（storeCode + date），否则 patch 打到不存在的缓存条目上，界面不变。所以 mutation 参数里带上 listArgs。
- 连点 + / -：按钮 debounce 300ms 后再发 mutation，否则并发 PATCH 乱序。
- 不要同时 invalidatesTags 这个列表，否则 optimistic 之后又 refetch 一次闪烁（除非需要服务端重算建议量）。
""", project=ST, asset_type="store", status=V, assets=["ReplenishmentList", "replenish"],
  applies_to=merge(RTK19, {"notistack": ">=3 <4"}), source="MR !99 songhe-store", updated_at="2025-11-20"),

E(92, "RTK Query `status: 'PARSING_ERROR'` on store Wi-Fi: captive portal / gateway returns an HTML page", """
- Symptom: some stores report `{ status: 'PARSING_ERROR', originalStatus: 200, data: '<!DOCTYPE html>...', error: 'SyntaxError: Unexpected token < in JSON at position 0' }`.
- Cause: the store Wi-Fi captive portal (or an expired VPN session) answers with an HTML login page and status 200; fetchBaseQuery's default `responseHandler: 'json'` cannot parse it.
- Handling in `baseQueryWithReauth`: if `result.error?.status === 'PARSING_ERROR' && typeof result.error.data === 'string' && result.error.data.trimStart().startsWith('<')` → dispatch `network/portalDetected`, show a full-screen "门店网络需要重新认证" banner, and do not log the user out.
- Other fetchBaseQuery statuses to handle: `'FETCH_ERROR'` (offline → offline mode), `'TIMEOUT_ERROR'` (set `timeout: 15000` on fetchBaseQuery), `'CUSTOM_ERROR'`.
- The Vue/axios version checked `typeof response.data === 'string'` in the interceptor.
""", project=ST, asset_type="other", status=V, assets=["request", "baseQueryWithReauth"],
  applies_to=RTK19, source="MR !104 songhe-store；门店问题单 ST-311", updated_at="2025-12-02"),

E(93, "A non-serializable value was detected in the state：Vuex 里存 Date / dayjs 的习惯 → Redux 只存 ISO 字符串", """
- 控制台：`A non-serializable value was detected in the state, in the path: stocktakeDraft.S20260301.counts.6901234567890.countedAt. Value: Dayjs {...}`，来自 RTK 默认的 serializableCheck 中间件。
- Vuex 里放 Date / dayjs 没问题，Redux 要求 state 可序列化（devtools、redux-persist 都依赖这一点）。
- 改成存 `new Date().toISOString()`，显示时 `dayjs(iso).format('HH:mm')`；在 selector 里转换时注意 createSelector 缓存，别每次 new dayjs 导致重渲染。
- 不要 `serializableCheck: false` 一关了之；redux-persist 的 action 另外忽略（exp-songhe-0094）。
""", project=ST, asset_type="store", status=V, assets=["stocktake"],
  applies_to=RTK19, source="MR !96 songhe-store", updated_at="2025-11-12"),

E(94, "离线盘点草稿 redux-persist + RTK：ignoredActions FLUSH / REHYDRATE…，不要 persist api reducer", """
- 替代 Vue 版 `vuex-persistedstate`（localStorage 5MB 上限，2000 SKU 的草稿会超）。
- 配置：
```ts
const persisted = persistReducer({ key: 'stocktake', storage: localforage /* IndexedDB */, whitelist: ['stocktakeDraft'], version: 1 }, rootReducer);
configureStore({
  reducer: persisted,
  middleware: (gDM) => gDM({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(storeApi.middleware),
});
```
- **不要** persist RTK Query 的 `storeApi` reducer：里面有 pending 状态和订阅计数，rehydrate 后会卡在 isLoading。
- `<PersistGate loading={<Splash />} persistor={persistor}>` 放在 Router 外；平板冷启动读 IndexedDB 约 300ms。
- 草稿结构变更要升 `version` 并配 `migrate: createMigrate(migrations)`。
""", project=ST, asset_type="store", status=V, assets=["vuex-persistedstate", "stocktake"],
  branches=["main", "feat/*"], applies_to=merge({"vuex": "^3"}, RTK19), source="MR !97 songhe-store（未进 release/2026.03）", updated_at="2025-11-14"),

E(95, "`A state mutation was detected between dispatches`: the Vuex habit of mutating state outside mutations", """
- Dev error from RTK's immutableStateInvariantMiddleware: `Invariant failed: A state mutation was detected between dispatches, in the path 'replenish.items.3.qty'`.
- Cause: ported Vue code did `const item = useSelector(selectItem); item.qty += 1;` (Vuex strict mode would have said `[vuex] do not mutate vuex store state outside mutation handlers`, but strict was off, so nobody noticed).
- Immer drafts only exist inside `createSlice` reducers and `updateQueryData` recipes. Everywhere else copy first (`{ ...item, qty: item.qty + 1 }`) and dispatch.
- Also triggered by sorting selector output in place: `items.sort(...)` → `[...items].sort(...)`.
- Production builds don't throw; fix it anyway, it causes missed re-renders.
""", project=ST, asset_type="store", status=V, assets=["replenish"],
  applies_to=RTK19, source="MR !89 songhe-store", updated_at="2025-11-04"),

E(96, "createSlice `selectors` field and `slice.selectors.selectX` (RTK ≥ 2.0)", """
- RTK 2.0 lets a slice define its selectors: `createSlice({ name: 'replenish', initialState, reducers, selectors: { selectUrgent: (s) => s.items.filter((i) => i.stockDays < 2) } })`, used as `replenishSlice.selectors.selectUrgent(rootState)`; `combineSlices` + `injectInto` for lazily loaded slices.
- Closest match to Vuex module getters.
- Requires @reduxjs/toolkit 2.x (with react-redux 9). On 1.9 the option is ignored, `replenishSlice.selectors` is undefined and the call throws a TypeError.
""", project=ST, asset_type="store", status=V, assets=["replenish", "mapGetters"],
  applies_to={"@reduxjs/toolkit": ">=2.0 <3"}, source="RTK 2 升级评估 doc（未排期）", updated_at="2026-02-05"),

E(97, "RTK 1.9 extraReducers 对象写法警告 → builder callback", """
- 迁移 Vuex 时照老教程写了 `extraReducers: { [fetchSheets.fulfilled]: (state, action) => … }`，1.9 开发环境警告：`The object notation for createSlice.extraReducers is deprecated, and will be removed in RTK 2.0. Please use the 'builder callback' notation instead`。
- 改为 `extraReducers: (builder) => { builder.addCase(fetchSheets.fulfilled, (state, { payload }) => { ... }).addMatcher(isRejected(fetchSheets), ...) }`，TS 类型推断也更好。
- `createReducer` 同理。为以后升级 RTK 2 做准备。
""", project=ST, asset_type="store", status=V, assets=["stocktake"],
  applies_to=RTK19, source="MR !90 songhe-store", updated_at="2025-11-05"),

E(98, "ElDialog（Vue 2）→ MUI Dialog：close-on-click-modal=false 用 onClose reason 判断", """
- `:visible.sync="show"` → `<Dialog open={show} onClose={handleClose}>`。
- `:close-on-click-modal="false"` → MUI v5 去掉了 `disableBackdropClick`，改为 `onClose={(e, reason) => { if (reason === 'backdropClick') return; setShow(false); }}`；`:close-on-press-escape="false"` → 判断 `reason === 'escapeKeyDown'` 或直接 `disableEscapeKeyDown`。
- `destroy-on-close` → MUI Dialog 关闭后默认卸载子内容（`keepMounted` 默认 false），表单状态自然重置；需要保留时加 `keepMounted`。
- `title` / footer 插槽 → `<DialogTitle>` / `<DialogActions>`；平板竖屏全屏 `fullScreen={useMediaQuery(theme.breakpoints.down('md'))}`。
- `@opened` → `TransitionProps={{ onEntered }}`。
""", project=ST, asset_type="component", status=V, assets=["ElDialog"],
  applies_to=merge(EU, MUI5), source="MR !87 songhe-store", updated_at="2025-11-02"),

E(99, "ElMessage / this.$message（门店 app）→ notistack enqueueSnackbar", """
- `this.$message.success('补货单已提交')` → `const { enqueueSnackbar } = useSnackbar(); enqueueSnackbar('补货单已提交', { variant: 'success' })`。
- 根组件 `<SnackbarProvider maxSnack={2} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} autoHideDuration={2500}>`：店长单手拿平板，顶部提示看不到，放底部居中。
- 组件外（baseQuery、listener middleware）直接 `import { enqueueSnackbar } from 'notistack'` 调用（notistack 3 起支持），不需要 hook。
- 不要在 MUI Snackbar 上自己实现队列；Element 的多条提示叠加效果 notistack 已处理。
""", project=ST, asset_type="component", status=V, assets=["ElMessage", "$message"],
  applies_to=merge(EU, {"notistack": ">=3 <4"}), source="MR !85 songhe-store", updated_at="2025-10-31"),

E(100, "ElSelect → MUI Select: `MUI: You have provided an out-of-range value` when options load async", """
- Warning: `MUI: You have provided an out-of-range value S0231 for the select component. Consider providing a value that matches one of the available options or ''.`
- Cause: Element showed the raw value until the `el-option`s arrived; MUI Select warns (and renders empty) when `value` is not among its `MenuItem`s, e.g. the store list from RTK Query is not loaded yet, or the value was restored from persisted filters.
- Fix: `value={options.some((o) => o.code === value) ? value : ''}` while loading, or render the Select only after `isSuccess`; long / searchable lists use Autocomplete (exp-songhe-0101).
- `clearable` → MUI Select has no clear button; add an `endAdornment` IconButton or use Autocomplete.
- The empty value must be `''`, not `null` / `undefined` (uncontrolled → controlled warning).
""", project=ST, asset_type="component", status=V, assets=["ElSelect"],
  applies_to=merge(EU, MUI5), source="MR !92 songhe-store", updated_at="2025-11-07"),

E(101, "ElSelect filterable（门店 / 供应商搜索）→ MUI Autocomplete：isOptionEqualToValue、getOptionLabel", """
- 选项是对象时必须配 `isOptionEqualToValue={(o, v) => o.code === v.code}`，否则 options 重新请求后控制台警告 `MUI: The value provided to Autocomplete is invalid. None of the options match with ...`，选中态也丢。
- `getOptionLabel={(o) => `${o.code} ${o.name}`}`；远程搜索 `filterOptions={(x) => x}` 关闭本地过滤，`onInputChange` + debounce + RTK Query `useLazySearchSupplierQuery`。
- `filterable allow-create` → `freeSolo`（值可能是 string，类型要分开处理）。
- 平板软键盘弹出遮挡下拉：`ListboxProps={{ style: { maxHeight: 240 } }}`。
""", project=ST, asset_type="component", status=V, assets=["ElSelect"],
  applies_to=merge(EU, MUI5, RTK19), source="MR !94 songhe-store", updated_at="2025-11-09"),

E(102, "ElDatePicker（Vue 2）→ @mui/x-date-pickers DatePicker + AdapterDayjs（zh-cn）", """
- 根组件包 `<LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn">`，另外要 `import 'dayjs/locale/zh-cn'`。
- Element UI 2 的 `value-format="yyyy-MM-dd"` 是 date-fns 风格小写 yyyy；MUI value 为 Dayjs，提交时 `d.format('YYYY-MM-DD')`，注意大小写差异。
- `picker-options.disabledDate` → `shouldDisableDate` / `minDate` / `maxDate`；盘点日期只能选今天及以前：`disableFuture`。
- 平板用 `MobileDatePicker`（弹窗式）体验更好；`DatePicker` 会按 `@media (pointer: fine)` 自动在桌面/移动版之间切换。
- `type="daterange"` → 社区版 v6 没有 DateRangePicker（Pro 功能），用两个 DatePicker + 校验。
""", project=ST, asset_type="component", status=V, assets=["ElDatePicker"],
  applies_to=merge(EU, {"@mui/x-date-pickers": ">=6 <7"}), source="MR !98 songhe-store", updated_at="2025-11-16"),

E(103, "el-input-number 盘点数量 on tablet → MUI TextField inputMode=\"numeric\"，不用 type=\"number\"", """
- `type="number"` 的问题：Android WebView 上能输入 'e'、'-'；滚动列表时误触改值；非法内容时 `value` 为空字符串，拿不到用户实际输入。
- 用 `<TextField inputProps={{ inputMode: 'numeric', pattern: '[0-9]*' }} />` 弹数字键盘，onChange 里用正则过滤；称重商品 `inputMode: 'decimal'`，最多 3 位小数。
- Element 的 + / - 按钮（店员常用）→ `InputAdornment` 里放两个 `IconButton`，尺寸 ≥ 44px。
- `:min="0" :max="99999"` 在 blur 时钳制，不要在 onChange 时钳制（输入过程中会被改掉）。
""", project=ST, asset_type="component", status=V, assets=["ElInputNumber"],
  applies_to=merge(EU, MUI5), source="MR !101 songhe-store", updated_at="2025-11-19"),

E(104, "Vue 2 filters (`| currency`, `| percent`, `| qty`) → plain formatter functions with Intl.NumberFormat", """
- `{{ amount | currency }}` and `Vue.filter('currency', ...)` → `formatCurrency(amount)` in `src/utils/format.ts`; React has no filter syntax, call functions in JSX.
- `const cny = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 })` created once at module level (constructing one per call is slow in 2k-row grids).
- `| percent` → `(v * 100).toFixed(1) + '%'`; 客单价 always two decimals; weighed goods three decimals, other quantities integers.
- Chained filters `{{ v | round(2) | currency }}` → nested calls; keep null handling (`'—'` for null) in one place.
- In DataGrid use them in `valueFormatter`, not `renderCell`, so the CSV export gets formatted values too.
""", project=ST, asset_type="filter", status=V, assets=["currency", "percent", "qty"],
  applies_to={"vue": "^2.6"}, source="MR !83 songhe-store", updated_at="2025-10-29"),

E(105, "paginationMixin → usePagination hook（或直接交给 DataGrid paginationModel）", """
- Vue 2 `paginationMixin` 提供 `page / pageSize / total / handleSizeChange / handleCurrentChange`，约定组件实现 `fetchData()`；两个 mixin 都有 `loading` 字段，同名冲突踩过坑。
- React：列表页用 DataGrid 服务端分页：`paginationMode="server" rowCount={total} paginationModel={model} onPaginationModelChange={setModel} pageSizeOptions={[20, 50]}`；model 直接作为 RTK Query 参数 `useGetSheetsQuery({ ...filters, page: model.page + 1, size: model.pageSize })`。
- DataGrid 的 `page` 从 0 开始，后端从 1 开始，+1 只在调用处做一次。
- 非表格列表（卡片列表）用 `usePagination()`：返回 `{ page, pageSize, setPage, reset }`，筛选变化时 `reset()`。
""", project=ST, asset_type="mixin", status=V, assets=["paginationMixin"],
  applies_to=merge({"vue": "^2.6"}, DG6), source="MR !100 songhe-store", updated_at="2025-11-18"),

E(106, "v-permission / permissionMixin（门店 app，按岗位）→ usePermission + <Can>", """
- 门店 app 权限按岗位：店长 / 副店长 / 理货员。Vue 2 `v-permission="['store:replenish:confirm']"` 在 `inserted` 钩子里移除元素；`permissionMixin.hasPerm()` 用在 computed 里。
- React：`const can = usePermission()`（从 RTK `auth` slice 读 `permissions`，createSelector 转成 Set），`<Can perm="store:replenish:confirm"><Button>确认补货</Button></Can>`。
- 理货员看不到"确认补货"按钮但能看列表：Can 只包按钮，不包页面；页面级权限放路由 `handle.perm` + loader。
- 同一台平板换班重新登录后 permissions 变化，组件自动更新，Vue 2 指令做不到，之前要刷新页面。
""", project=ST, asset_type="directive", status=V, assets=["v-permission", "permissionMixin"],
  applies_to=merge({"vue": "^2.6"}, RTK19), source="MR !82 songhe-store", updated_at="2025-10-28"),

E(107, "this.$bus event bus (`stocktake:submitted`) → RTK createListenerMiddleware", """
- Vue 2: `Vue.prototype.$bus = new Vue()`; `this.$bus.$emit('stocktake:submitted', sheetId)` in the sheet page, `$on` in the home dashboard and the sync worker. Leaks whenever a component forgets `$off`.
- RTK ≥ 1.8: `listenerMiddleware.startListening({ matcher: storeApi.endpoints.submitSheet.matchFulfilled, effect: async (action, api) => { api.dispatch(storeApi.util.invalidateTags(['StocktakeSheet'])); } })`.
- UI-only events (scroll the list to top after a scan) → lift state up or pass callbacks; don't recreate a global emitter (mitt) unless it really crosses trees.
- Listeners are registered once at store setup; no `$off` bookkeeping.
""", project=ST, asset_type="plugin", status=V, assets=["$bus"],
  applies_to={"@reduxjs/toolkit": ">=1.8 <3"}, source="MR !103 songhe-store", updated_at="2025-11-25"),

E(108, "Element UI 主题 SCSS 变量 $--color-primary → MUI createTheme palette + 平板触控尺寸", """
- Vue 2 `element-variables.scss`：`$--color-primary: #e60012; $--font-size-base: 14px;` 再 `@import '~element-ui/packages/theme-chalk/src/index'`。
- MUI：`createTheme({ palette: { primary: { main: '#e60012' } }, typography: { fontSize: 15 }, components: { MuiButton: { defaultProps: { size: 'large' } }, MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } } } })`。
- Element 全局 `size="mini"` → 门店平板反而要放大：按钮 large，DataGrid `density="comfortable"`。
- `/deep/ .el-table th` 覆盖 → `sx={{ '& .MuiDataGrid-columnHeaders': { ... } }}`，或 theme 的 `components.MuiDataGrid.styleOverrides`（要 import `@mui/x-data-grid/themeAugmentation` 做类型增强）。
""", project=ST, asset_type="style", status=V, assets=["element-variables.scss"],
  applies_to=merge(EU, MUI5), source="MR !81 songhe-store", updated_at="2025-10-27"),

E(109, "Vue CLI `process.env.VUE_APP_*` → Vite `import.meta.env.VITE_*`; `ReferenceError: process is not defined`", """
- The tablet app moved from Vue CLI (webpack 4) to Vite with the React migration. First load crashed with `Uncaught ReferenceError: process is not defined`, from `process.env.VUE_APP_API_BASE` in copied code and from one old dependency.
- Rename env vars: `.env.production` `VUE_APP_API_BASE` → `VITE_API_BASE`; in code `import.meta.env.VITE_API_BASE`; type them in `src/vite-env.d.ts` (`interface ImportMetaEnv`).
- `process.env.NODE_ENV` checks → `import.meta.env.MODE` / `import.meta.env.DEV`.
- For the third-party lib that reads `process.env.NODE_ENV`: `define: { 'process.env.NODE_ENV': JSON.stringify(mode) }` in vite.config; never define the whole `process.env` object (it leaks every CI variable into the bundle).
- `publicPath` → `base`; `require.context` for the icon folder → `import.meta.glob('./icons/*.svg', { eager: true })`.
""", project=ST, asset_type="build", status=V, assets=["vue.config.js"],
  applies_to={"vue": "^2.6"}, source="MR !80 songhe-store", updated_at="2025-10-24"),

E(110, "陈列图 PlanogramGrid：vuedraggable → @dnd-kit/sortable（平板触摸，待复核）", """
- 陈列（planogram）调整页：货架 × 层 × 位的网格，店长拖动商品卡片调整位置；Vue 2 用 vuedraggable（Sortable.js）。
- React 方案：`@dnd-kit/core` + `@dnd-kit/sortable`，每层一个 `SortableContext`（`horizontalListSortingStrategy`），跨层拖动在 `onDragOver` 里把 item 移到目标容器。
- 触摸：`useSensors(useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }), useSensor(PointerSensor, { activationConstraint: { distance: 6 } }))`，否则和页面滚动冲突。
- 待复核：iPad Safari 拖动时页面跟着滚（`touch-action: none` 只加在拖拽把手上是否够？）；拖动中每次 onDragOver 都 dispatch Redux，低端平板掉帧，可能改成本地 state、drop 时再 dispatch。
- 复核前请勿直接套用到"陈列审核"页面。
""", project=ST, asset_type="component", status=RR, assets=["PlanogramGrid"],
  applies_to={"vue": "^2.6", "react": "^18"}, source="MR !112 songhe-store（draft）", updated_at="2026-01-09"),

E(111, "补货建议列表定时刷新：RTK Query pollingInterval + refetchOnFocus（需要 setupListeners）", """
- Vue 版 ReplenishmentList：`setInterval(() => this.$store.dispatch('replenish/fetchList'), 300000)`，页面切走忘了清。
- React：`useGetReplenishListQuery(args, { pollingInterval: 300_000, refetchOnFocus: true, refetchOnReconnect: true })`，组件卸载自动停止。
- `refetchOnFocus` / `refetchOnReconnect` 必须在 store 创建后调用一次 `setupListeners(store.dispatch)`，否则不生效（第一次就漏了）。
- 平板息屏后重新亮屏会触发 focus → 立刻刷新，正好满足"店长开机看到最新补货建议"。
- 离线时 polling 会不停 FETCH_ERROR：`skip: !online`。
""", project=ST, asset_type="component", status=V, assets=["ReplenishmentList"],
  applies_to=RTK19, source="MR !105 songhe-store", updated_at="2025-12-03"),

E(112, "损耗登记 ShrinkageForm：ElForm → react-hook-form + MUI；SH-42201 损耗原因码无效", """
- 字段：商品（扫码 / 搜索）、损耗数量、损耗原因（过期 / 破损 / 被盗 / 试吃…）、照片（至少 1 张）。Vue 版 `this.$refs.form.validate((valid) => …)`。
- React：`useForm<ShrinkageForm>({ resolver: zodResolver(schema), defaultValues })`，MUI 组件通过 `<Controller name="qty" control={control} render={({ field, fieldState }) => <TextField {...field} error={!!fieldState.error} helperText={fieldState.error?.message} />} />` 接入。
- 原因码下拉来自字典；后端返回 HTTP 422 `{ code: 'SH-42201', field: 'reasonCode' }`（原因码已停用、本地字典缓存过期）→ `setError('reasonCode', { message: '该原因已停用，请重新选择' })` 并 refetch 字典，不要弹全局错误。
- 被盗类损耗金额超过 500 元需要店长复核：schema 里 `superRefine` 按原因 + 金额要求 `approverId`。
- 提交用 RTK Query mutation，成功后 `reset()` 时保留上一次的原因（连续登记同类损耗）。
""", project=ST, asset_type="component", status=V, assets=["ShrinkageForm", "ElForm"],
  applies_to=merge(MUI5, {"react-hook-form": ">=7 <8"}), source="MR !108 songhe-store", updated_at="2025-12-12"),

E(113, "Tablet list → detail → back (was <keep-alive>): RTK Query cache + ScrollRestoration", """
- Vue 2 `<keep-alive include="StocktakeList,ReplenishmentList">`.
- React: RTK Query keeps the list cached for `keepUnusedDataFor` (default 60s; we use 300 on list endpoints), so back navigation renders instantly without a spinner.
- Filters and the DataGrid pagination model live in the URL (`useSearchParams`).
- Window scroll: `<ScrollRestoration />` (data router, react-router-dom ≥ 6.4). DataGrid's own scroll: save `apiRef.current.getScrollPosition()` on unmount and call `apiRef.current.scroll(pos)` once rows are loaded.
- No component-caching library.
""", project=ST, asset_type="router", status=V, assets=["keep-alive"],
  applies_to=merge({"react-router-dom": ">=6.4 <7"}, RTK19, DG6), source="MR !106 songhe-store", updated_at="2025-12-05"),

E(114, "[已废弃] 门店 app ElTable → MUI Table / TableRow 手写表格", """
- 最早用 `@mui/material` 的 `Table / TableHead / TableRow` 手写列表，自己做分页和排序。
- 废弃原因：盘点单 2000 行没有虚拟滚动直接卡死；排序、列宽、固定列全要自己写。
- 已改用 MUI X DataGrid，见 exp-songhe-0084，勿再使用。
""", project=ST, asset_type="component", status=D, assets=["ElTable"],
  applies_to=merge(EU, MUI5), source="MR !79 songhe-store（已回退）", updated_at="2025-11-03"),

E(115, "[deprecated] Store app: replace Vuex with zustand", """
- An early spike (Sept 2025) ported the `replenish` and `stocktake` Vuex modules to zustand stores to match songhe-bi.
- Dropped: the tablet app needs offline persistence, a sync queue and a request cache with tag invalidation; RTK + RTK Query + listener middleware cover all of that in one place. Team decision 2025-10 (ADR-007): songhe-store uses Redux Toolkit.
- Superseded by exp-songhe-0089 and exp-songhe-0090.
""", project=ST, asset_type="store", status=D, assets=["replenish", "stocktake"],
  source="spike/zustand-store (abandoned)；ADR-007", updated_at="2025-10-20"),

E(116, "Vue.prototype.$api 全局接口对象 → RTK Query hooks（检查项）", r"""
检查项（candidate，只迁了补货模块）：
- [ ] `this.$api.replenish.list(params)` 的调用点全部改成 endpoint hooks；`grep -rn '\$api\.' src/` 确认没有遗漏。
- [ ] 组件外（listener、工具函数）要调接口时用 `store.dispatch(storeApi.endpoints.x.initiate(arg))`，用完 `.unsubscribe()`，或传 `{ subscribe: false }`。
- [ ] `$api` 上的全局 loading 计数 → 各自的 isFetching，不再有全局 loading 蒙层。
- [ ] 上传接口（FormData）在 fetchBaseQuery 里不要手动设置 Content-Type。
""", project=ST, asset_type="plugin", status=C, assets=["$api"],
  applies_to=RTK19, source="MR !109 songhe-store（部分）"),

E(117, "Store app tests: renderWithProviders(setupStore(preloadedState)) for RTK + RTK Query", """
- Vue 2 tests used `createLocalVue()` + `new Vuex.Store({ modules })` per test.
- React: export `setupStore(preloadedState?)` (a configureStore factory, not a singleton) and `renderWithProviders(ui, { preloadedState, store = setupStore(preloadedState) })`, which wraps `<Provider store={store}>` + ThemeProvider + LocalizationProvider + SnackbarProvider.
- RTK Query: mock HTTP with MSW instead of mocking hooks; use a fresh store per test (or `store.dispatch(storeApi.util.resetApiState())`).
- Node 18+ has a global fetch, but relative URLs fail with `TypeError: Failed to parse URL from /api/...`; set `baseUrl: 'http://localhost/api'` in the test env.
- matchMedia stub: see exp-songhe-0082.
""", project=ST, asset_type="test", status=V, assets=["createLocalVue"],
  applies_to=RTK19, source="MR !107 songhe-store", updated_at="2025-12-08"),

E(118, "networkMixin（navigator.onLine）→ useOnlineStatus（useSyncExternalStore）（待复核）", """
- Vue 2 `networkMixin` 在 created 里监听 online / offline，把 `isOnline` 放进 data。
- React：
```ts
const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb); window.addEventListener('offline', cb);
  return () => { window.removeEventListener('online', cb); window.removeEventListener('offline', cb); };
};
export const useOnlineStatus = () => useSyncExternalStore(subscribe, () => navigator.onLine);
```
- 待复核：门店 Wi‑Fi 连着但外网不通（captive portal）时 navigator.onLine 仍为 true，需要结合心跳接口 /ping 或 PARSING_ERROR 检测（exp-songhe-0092）；状态要不要放 Redux 供 listener 使用还没定。
""", project=ST, asset_type="mixin", status=RR, assets=["networkMixin"],
  applies_to={"react": "^18"}, source="MR !110 songhe-store（review 中）", updated_at="2025-12-18"),

E(128, "release/2026.03 盘点草稿仍存 localStorage：QuotaExceededError 处理（IndexedDB 迁移未 cherry-pick）", """
- release/2026.03 冻结时 redux-persist 用的还是默认 `storage`（`redux-persist/lib/storage`，即 localStorage）；改成 IndexedDB（localforage）的那次改动（exp-songhe-0094）只在 main。exp-songhe-0087 第 4 节里的 IndexedDB 描述在这个分支不成立。
- 大卖场一张盘点单 2000 多个 SKU，几张草稿叠加超过 5MB，persist 写入时报 `QuotaExceededError: Failed to execute 'setItem' on 'Storage': Setting the value of 'persist:stocktake' exceeded the quota.`；之后草稿不再保存，redux-persist 也不会把错误抛到界面上。
- hotfix 处理：
  - persistConfig 加 `writeFailHandler: (err) => store.dispatch(draftStorageFull(err.name))`，界面提示"草稿空间已满，请先联网同步"；
  - counts 只存 `{ qty, t }`（countedAt 改成相对盘点开始时间的秒数，deviceId 提到外层），体积降了约 60%；
  - 已提交（SUBMITTED）的盘点单立即从草稿里删除。
- 不要把 localforage 那次改动 cherry-pick 到 release：涉及 persist version / migrate，和 main 的版本号冲突。
""", project=ST, asset_type="store", status=V, assets=["stocktake", "vuex-persistedstate"],
  branches=["release/2026.03"], applies_to=RTK19,
  source="hotfix MR !121 (release/2026.03)", updated_at="2026-03-12"),
]
