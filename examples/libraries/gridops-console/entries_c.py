# -*- coding: utf-8 -*-
"""GridOps experience entries, part C (notifications, grid-field mobile app, build)."""

GC = "grid-console"
GF = "grid-field"
ALL = "*"

ENTRIES_C = [
dict(
    id="exp-grid-0041",
    title="$gridNotify global plugin → antd `App.useApp()` (static message/notification lose theme and context)",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5.1 <6"},
    asset_type="plugin", assets=["$gridNotify", "AppProviders"], status="verified",
    conditions="grid-console code that called `this.$gridNotify.success/alarm/confirm` (app.config.globalProperties plugin) on antd >= 5.1 (the `App` component).",
    counter_conditions="Not for code outside React components (axios interceptors, the alarm socket module): there use the `notifyBridge` set from a component inside `<App>`. Not for antd 5.0.x (no `App` component).",
    source="MR !1389 grid-console", updated_at="2026-01-30",
    body="""`$gridNotify` wrapped ant-design-vue `notification` with our alarm sound and severity icons. antd 5 static methods (`notification.open`, `Modal.confirm`) are rendered outside the React tree, so they ignore the dark dispatch theme and the zh_CN locale.

```tsx
<ConfigProvider theme={dispatchTheme(dark)} locale={zhCN}><App><Root /></App></ConfigProvider>

export function useGridNotify() {
  const { notification, modal, message } = App.useApp()
  return useMemo(() => ({
    alarm: (a: Alarm) => notification.warning({ message: a.title, description: a.deviceName, duration: a.severity === 1 ? 0 : 6 }),
    confirm: modal.confirm,
    success: message.success,
  }), [notification, modal, message])
}
```

For non-component code we register the hook's result once in `notifyBridge.set(api)` from `<NotifyBridgeRegistrar />` inside `<App>`.""",
),
dict(
    id="exp-grid-0042",
    title="Vant 的 this.$toast / this.$dialog → antd-mobile Toast.show / Dialog.confirm（返回 Promise）",
    project=GF, branches=["*"],
    applies_to={"vant": "^2", "antd-mobile": "^5"},
    asset_type="plugin", assets=["$toast", "$dialog", "Toast", "Dialog"], status="verified",
    conditions="grid-field 中把 Vant 2 的函数式 Toast / Dialog 调用迁到 antd-mobile 5。",
    counter_conditions="不要在 antd-mobile 的 Toast 里显示后端长文本错误（超过 2 行会被截断）：长错误用 Dialog.alert；调度台 grid-console（antd 桌面端）不适用。",
    source="MR !203 grid-field", updated_at="2026-01-20",
    body="""| Vant 2 | antd-mobile 5 |
|---|---|
| `this.$toast('已提交')` | `Toast.show({ content: '已提交' })` |
| `this.$toast.loading({ forbidClick: true, duration: 0 })` | `Toast.show({ icon: 'loading', maskClickable: false, duration: 0 })` |
| `this.$toast.clear()` | `Toast.clear()` |
| `this.$dialog.confirm({ message }).then().catch()` | `const ok = await Dialog.confirm({ content })` |

```ts
const ok = await Dialog.confirm({ content: '确认完成抢修并上传记录？' })
if (!ok) return
```

- Vant 的 confirm 取消时是 reject，antd-mobile 是 resolve(false)：原来写在 `.catch` 里的"取消"逻辑要改成判断返回值，否则取消后照样提交。
- 全局 loading 不要在组件卸载后留着：`useEffect(() => () => Toast.clear(), [])`。""",
),
dict(
    id="exp-grid-0043",
    title="RepairOrderList 抢修工单列表：van-list 无限加载 → antd-mobile InfiniteScroll + useInfiniteQuery",
    project=GF, branches=["*"],
    applies_to={"antd-mobile": "^5", "@tanstack/react-query": "^5"},
    asset_type="component", assets=["RepairOrderList"], status="verified",
    conditions="grid-field 抢修工单列表、巡视任务列表等分页滚动加载列表（后端 `page`/`size` 分页，返回 `total`）。",
    counter_conditions="离线模式下列表数据来自本地队列，不要用 InfiniteScroll 触发网络加载；列表项 < 20 条且不分页的页面（如今日任务）直接渲染即可。",
    source="MR !209 grid-field", updated_at="2026-02-15",
    body="""Vue 版：`<van-list v-model="loading" :finished="finished" @load="onLoad">`，`onLoad` 里 page++ 再 push 数据，`loading`/`finished` 手动维护，切换筛选时经常忘了重置 `finished`，导致列表不再加载。

React 版：

```tsx
const q = useInfiniteQuery({
  queryKey: ['repairOrders', filter],
  queryFn: ({ pageParam }) => listRepairOrders({ ...filter, page: pageParam, size: 20 }),
  initialPageParam: 1,
  getNextPageParam: (last, all) => (all.length * 20 < last.total ? all.length + 1 : undefined),
})
const orders = q.data?.pages.flatMap((p) => p.items) ?? []

<List>{orders.map((o) => <RepairOrderItem key={o.id} order={o} />)}</List>
<InfiniteScroll loadMore={async () => { await q.fetchNextPage() }} hasMore={!!q.hasNextPage} />
```

- `loadMore` 必须返回 Promise，且抛错时 InfiniteScroll 会显示"加载失败，点击重试"——不要在里面吞掉异常。
- 筛选条件放进 queryKey，切换筛选自动从第一页开始，不再需要手动重置 finished。
- v5 必须写 `initialPageParam`。""",
),
dict(
    id="exp-grid-0044",
    title="van-pull-refresh → antd-mobile PullToRefresh：onRefresh 必须返回 Promise",
    project=GF, branches=["*"],
    applies_to={"antd-mobile": "^5"},
    asset_type="component", assets=["RepairOrderList", "CrewTaskList"], status="verified",
    conditions="grid-field 列表页下拉刷新。",
    counter_conditions="页面内部有横向滑动的 SwipeAction / 地图时，下拉手势会冲突，地图页（抢修地图 RepairMap）不要包 PullToRefresh。",
    source="MR !210 grid-field", updated_at="2026-02-15",
    body="""Vant: `<van-pull-refresh v-model="refreshing" @refresh="onRefresh">`，刷新完成后手动 `refreshing = false`。

antd-mobile: no v-model. `onRefresh` returns a Promise and the spinner stops when it settles:

```tsx
<PullToRefresh onRefresh={async () => { await queryClient.invalidateQueries({ queryKey: ['repairOrders'] }) }}>
  <RepairOrderList />
</PullToRefresh>
```

- 注意 `invalidateQueries` 会等待 refetch 完成再 resolve，正好对应刷新结束。
- 文案：`pullingText="下拉刷新" releaseText="释放立即刷新" completeText="已更新"`，与 Vant 版保持一致，班组人员已经习惯。""",
),
dict(
    id="exp-grid-0045",
    title="PhotoUploader 现场照片：Vant Uploader after-read → antd-mobile ImageUploader upload，先压缩再上传",
    project=GF, branches=["*"],
    applies_to={"antd-mobile": "^5"},
    asset_type="component", assets=["PhotoUploader"], status="verified",
    conditions="grid-field 抢修现场拍照上传（抢修前 / 抢修中 / 抢修后三组照片，每组最多 9 张）。",
    counter_conditions="不适用于 SignaturePad 签名（canvas 导出，不走相册/相机）；单张 > 20MB 的原图（无人机巡检图）走分片上传，不适用本条；离线时不要直接上传，进入离线队列。",
    source="MR !212 grid-field", updated_at="2026-02-19",
    body="""Vue 版 `<van-uploader :after-read="afterRead" :max-count="9" capture="camera">`，在 afterRead 里拿到 `file.content`（base64）直接 POST。

React 版：

```tsx
<ImageUploader
  value={fileList}
  onChange={setFileList}
  maxCount={9}
  capture="environment"
  beforeUpload={(file) => compressImage(file, { maxWidth: 1920, quality: 0.8 })}
  upload={async (file) => {
    const { url } = await uploadPhoto(file, { orderId, stage })
    return { url }
  }}
/>
```

- `upload` 必须返回 `{ url }`，否则缩略图一直转圈。
- 压缩用 `browser-image-compression`，注意保留 EXIF 方向：部分安卓机拍照后图片横过来，压缩前先用 `exifr` 读 orientation 并旋转。
- 不再用 base64 上传（体积大 33%），改 `FormData`。
- 水印（时间 + 经纬度 + 工单号）在 canvas 压缩时一起画上去，后端不再二次处理。""",
),
dict(
    id="exp-grid-0046",
    title="SignaturePad: canvas signature in React — devicePixelRatio scaling, touch-action: none, export PNG",
    project=GF, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="component", assets=["SignaturePad"], status="verified",
    conditions="grid-field signature capture (crew leader and work-permit holder signing a repair record or 工作票 on the phone).",
    counter_conditions="Not for photo uploads (PhotoUploader). Not for the console's electronic seal on handover PDFs (server-side stamp).",
    source="MR !213 grid-field", updated_at="2026-02-20",
    body="""The Vue component used `vue-signature-pad`. In React we use `signature_pad` directly inside a ref, because the React wrappers re-create the pad on every render.

```tsx
useEffect(() => {
  const canvas = canvasRef.current!
  const ratio = Math.max(window.devicePixelRatio || 1, 1)
  canvas.width = canvas.offsetWidth * ratio
  canvas.height = canvas.offsetHeight * ratio
  canvas.getContext('2d')!.scale(ratio, ratio)
  padRef.current = new SignaturePad(canvas, { minWidth: 1, maxWidth: 2.5, penColor: '#000' })
  return () => padRef.current?.off()
}, [])
```

- Without devicePixelRatio scaling the strokes are blurry on high-DPI phones.
- Set `touch-action: none` on the canvas, otherwise the page scrolls while signing (and on iOS the whole WebView bounces).
- Export with `toDataURL('image/png')` and upload as a Blob; reject empty pads with `isEmpty()`.
- Landscape mode: re-initialise on `orientationchange` and warn that the signature is cleared.""",
),
dict(
    id="exp-grid-0047",
    title="locationMixin 定位混入 → useGeolocation hook：优先原生 $bridge 定位，失败再用 navigator.geolocation",
    project=GF, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="mixin", assets=["locationMixin", "useGeolocation"], status="verified",
    conditions="grid-field 需要班组当前位置的页面：到达现场打卡、照片水印、抢修地图定位。",
    counter_conditions="调度台不适用；需要持续轨迹上报（巡视轨迹）的场景不要用 watchPosition，由原生壳后台上报；室内配电室定位精度 > 100m 时不能用于到岗打卡判定。",
    source="MR !214 grid-field", updated_at="2026-02-21",
    body="""Vue 2 `locationMixin` 在 `created` 中调用 `this.$bridge.getLocation()`，结果写到 `this.location`，各页面混入后直接用。问题是混入的命名冲突（有页面自己也有 `location` 数据）和重复定位。

```ts
export function useGeolocation(opts: { watch?: boolean } = {}) {
  const [state, setState] = useState<GeoState>({ status: 'pending' })
  useEffect(() => {
    let cancelled = false
    nativeBridge.getLocation({ coordType: 'gcj02', timeout: 8000 })
      .catch(() => browserLocate({ enableHighAccuracy: true, timeout: 8000 }))
      .then((pos) => !cancelled && setState({ status: 'ok', pos }))
      .catch((err) => !cancelled && setState({ status: 'error', err }))
    return () => { cancelled = true }
  }, [])
  return state
}
```

- 原生定位返回 GCJ-02（高德坐标），浏览器定位是 WGS-84，地图上要统一转换，否则偏移几百米。
- 定位精度 `accuracy` 一并返回，页面自行判断是否可用。""",
),
dict(
    id="exp-grid-0048",
    title="$bridge 原生 JS-bridge 插件 → 模块单例 nativeBridge（Promise 化回调，不挂 window/Vue.prototype）",
    project=GF, branches=["*"],
    applies_to={},
    asset_type="plugin", assets=["$bridge", "nativeBridge"], status="verified",
    conditions="grid-field 调用原生壳能力：扫码、定位、获取用户/token、拨号、推送注册。",
    counter_conditions="在普通浏览器（开发调试、PC 预览）里没有原生壳，nativeBridge 调用会超时：开发环境必须注入 mockBridge；不要在模块加载时立刻调用（原生壳注入 `window.GridBridge` 可能晚于 JS 执行）。",
    source="MR !202 grid-field", updated_at="2026-01-19",
    body="""Vue 2 里 `Vue.prototype.$bridge = { call(name, params, cb) }`，回调式。React 没有全局实例属性，改成模块单例 + Promise：

```ts
let seq = 0
const pending = new Map<string, { resolve: (v: any) => void; reject: (e: any) => void }>()
window.__gridBridgeCallback = (id: string, err: any, data: any) => {
  const p = pending.get(id); if (!p) return
  pending.delete(id); err ? p.reject(err) : p.resolve(data)
}
export function call<T>(name: string, params: object = {}, timeout = 10_000): Promise<T> {
  return whenBridgeReady().then(() => new Promise<T>((resolve, reject) => {
    const id = `cb_${++seq}`
    pending.set(id, { resolve, reject })
    window.GridBridge.invoke(name, JSON.stringify(params), id)
    setTimeout(() => { if (pending.delete(id)) reject(new Error(`bridge timeout: ${name}`)) }, timeout)
  }))
}
export const nativeBridge = { scan: () => call<string>('scan'), getLocation: (p: object) => call('getLocation', p), getUser: () => call('getUser') }
```

`whenBridgeReady()` 等待 `GridBridgeReady` 事件，最长 3 秒。""",
),
dict(
    id="exp-grid-0049",
    title="Vue 2 filter `formatVoltage` (measured kV values) → plain util function, not a component",
    project=GF, branches=["*"],
    applies_to={"vue": "^2.7"},
    asset_type="filter", assets=["formatVoltage"], status="verified",
    conditions="grid-field templates using `{{ value | formatVoltage }}` / `{{ value | formatVoltage('V') }}` to display measured voltage readings (e.g. 10.52 kV).",
    counter_conditions="Not for `formatVoltageLevel` (voltage class enum → label such as 10kV / 110kV, a different function). Not for chart axis labels (ECharts formatter in grid-console has its own rounding rules).",
    source="MR !206 grid-field", updated_at="2026-02-10",
    body="""Vue 2 filters do not exist in React (nor in Vue 3). `formatVoltage` becomes a pure function in `src/utils/format.ts`:

```ts
export function formatVoltage(value: number | null | undefined, unit: 'kV' | 'V' = 'kV', digits = 2) {
  if (value == null || Number.isNaN(value)) return '--'
  const v = unit === 'V' ? value * 1000 : value
  return `${v.toFixed(unit === 'V' ? 0 : digits)} ${unit}`
}
// {{ reading.ua | formatVoltage }}  →  {formatVoltage(reading.ua)}
```

- The filter returned `''` for null; the field app UX spec requires `--`, aligned in the new version.
- Chained filters `{{ v | formatVoltage | emptyDash }}` collapse into one call.""",
),
dict(
    id="exp-grid-0050",
    title="formatVoltageLevel 电压等级枚举 → 标签映射表（'10kV' / '35kV' / '110kV'），不要和 formatVoltage 混用",
    project=ALL, branches=["*"],
    applies_to={},
    asset_type="filter", assets=["formatVoltageLevel"], status="verified",
    conditions="两个项目中把后端电压等级枚举（`VL_10`、`VL_35`、`VL_110`、`VL_220`、`VL_0_4`）显示为标签、筛选项、Tag 颜色。",
    counter_conditions="不适用于实测电压值（如 10.52 kV），那是 formatVoltage；后端新增等级（如 `VL_500`）前端映射表未更新时不要显示原始枚举，显示“其他”并上报 Sentry。",
    source="MR !1410 grid-console, MR !207 grid-field", updated_at="2026-02-12",
    body="""Vue 里既有过滤器 `{{ feeder.level | formatVoltageLevel }}`，又有 Pinia getter 里手写 switch，结果 `VL_0_4` 在一处显示 "0.4kV"，另一处显示 "400V"。统一成共享包 `@gridops/shared` 里的映射：

```ts
export const VOLTAGE_LEVELS = {
  VL_0_4: { label: '0.4kV', color: 'default' },
  VL_10: { label: '10kV', color: 'blue' },
  VL_35: { label: '35kV', color: 'cyan' },
  VL_110: { label: '110kV', color: 'orange' },
  VL_220: { label: '220kV', color: 'red' },
} as const
export const formatVoltageLevel = (lv: string) => VOLTAGE_LEVELS[lv as keyof typeof VOLTAGE_LEVELS]?.label ?? '其他'
```

- 调度台（antd Tag）和现场 App（antd-mobile Tag）都读同一个 color 字段。
- 不要用 i18n 翻译电压等级，它是专业符号，不随语言变化。""",
),
dict(
    id="exp-grid-0051",
    title="vuex module `repairOrder` → zustand `useRepairOrderStore` (namespaced getters, mapState → selectors)",
    project=GF, branches=["*"],
    applies_to={"vuex": "^3", "zustand": "^4"},
    asset_type="store", assets=["repairOrder", "useRepairOrderStore"], status="verified",
    conditions="grid-field vuex 3 namespaced module `repairOrder` (current order draft, stage, selected crew members) moved to zustand 4.",
    counter_conditions="Not for the repair order list itself (server state → useInfiniteQuery). Not for the offline submission queue (IndexedDB, see useOfflineQueue).",
    source="MR !211 grid-field", updated_at="2026-02-17",
    body="""```js
// vuex 3
computed: { ...mapState('repairOrder', ['draft', 'stage']), ...mapGetters('repairOrder', ['canSubmit']) },
methods: { ...mapActions('repairOrder', ['saveDraft']) }
```

```ts
// zustand 4
export const useRepairOrderStore = create<RepairOrderState>()((set, get) => ({
  draft: emptyDraft, stage: 'BEFORE', crew: [],
  setStage: (stage) => set({ stage }),
  saveDraft: async () => { await saveDraftApi(get().draft) },
}))
export const selectCanSubmit = (s: RepairOrderState) => s.draft.photos.length > 0 && s.crew.length > 0
const canSubmit = useRepairOrderStore(selectCanSubmit)
```

- vuex mutations disappear; `commit('SET_STAGE')` → `setStage()`.
- `rootState` access (`rootState.crew.leader`) becomes `useCrewStore.getState().leader` inside actions.""",
),
dict(
    id="exp-grid-0052",
    title="PermitScanner 两票扫码：html5-qrcode 调摄像头，卸载时必须 stop()，iOS 需要 playsinline",
    project=GF, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="component", assets=["PermitScanner"], status="verified",
    conditions="grid-field 扫描工作票 / 操作票二维码（两票核对），WebView 已授予摄像头权限（appShell >= 4.0，main 分支对应的壳版本）。",
    counter_conditions="release/2026.q3 打包的原生壳 appShell 3.x WebView 没有摄像头权限，getUserMedia 直接黑屏，不适用本条，改用原生 $bridge.scan；普通浏览器 http（非 https）环境下无法调用摄像头。",
    source="MR !216 grid-field", updated_at="2026-03-03",
    body="""Vue 版 `PermitScanner` 用 `vue-qrcode-reader`。React 版直接用 `html5-qrcode`：

```tsx
useEffect(() => {
  const scanner = new Html5Qrcode('permit-scanner')
  scanner.start({ facingMode: 'environment' }, { fps: 10, qrbox: 240 }, (text) => {
    scanner.stop().then(() => onResult(parsePermitCode(text)))
  }, () => {})
  return () => { if (scanner.isScanning) scanner.stop() }
}, [])
```

- 卸载时不 stop，摄像头指示灯一直亮，再次进入页面报 `NotReadableError`。
- StrictMode 下 effect 会执行两次，第二次 start 之前第一次还没 stop 完，开发环境偶发报错，生产不影响；可以用 ref 防重入。
- iOS WKWebView 的 video 需要 `playsinline`，html5-qrcode 2.3+ 已默认设置。
- 二维码内容格式 `GZP|2026-0318|SIGNED`，解析失败时提示"非工作票二维码"。""",
),
dict(
    id="exp-grid-0053",
    title="release/2026.q3：PermitScanner 改走原生 $bridge.scan（appShell 3.x 无摄像头权限）",
    project=GF, branches=["release/2026.q3"],
    applies_to={"react": ">=18 <19"},
    asset_type="component", assets=["PermitScanner", "nativeBridge"], status="verified",
    conditions="grid-field release/2026.q3 分支：随该版本发布的原生壳 appShell 3.x 的 WebView 未开放摄像头权限，只能调用原生扫码。",
    counter_conditions="main 分支（appShell >= 4.0）不要用原生扫码，原生扫码界面无法叠加“两票核对”提示层；PC 浏览器调试时没有 $bridge，需要 mock。",
    source="MR !229 grid-field (release/2026.q3)", updated_at="2026-05-02",
    body="""在 release/2026.q3 上，html5-qrcode 方案在 appShell 3.x 上直接黑屏（getUserMedia 抛 NotAllowedError，且不会弹授权框）。该版本只能调原生扫码：

```tsx
async function scanPermit() {
  try {
    const text = await nativeBridge.scan()
    onResult(parsePermitCode(text))
  } catch (e) {
    if (String(e).includes('cancel')) return // 用户取消
    Toast.show({ content: '扫码失败，请手动输入工作票号' })
    setManualInput(true)
  }
}
```

- 原生扫码是全屏界面，返回后页面可能被 WebView 重新布局，扫码结果处理不要依赖扫码前的滚动位置。
- 保留手动输入工作票号的兜底入口。""",
),
dict(
    id="exp-grid-0054",
    title="OfflineBanner: `navigator.onLine` + online/offline events via useSyncExternalStore",
    project=GF, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="component", assets=["OfflineBanner", "useOnlineStatus"], status="verified",
    conditions="grid-field top banner shown when the phone loses connectivity (crews in mountain areas / underground substations), plus the pending offline submissions count.",
    counter_conditions="`navigator.onLine === true` does not prove the backend is reachable (captive portal, VPN down): do not use this hook to decide whether to send requests; the offline queue decides by actual request failures.",
    source="MR !217 grid-field", updated_at="2026-03-04",
    body="""The Vue component kept `isOnline` in data and added window listeners in `mounted` (forgot to remove them in two pages).

```ts
const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb); window.addEventListener('offline', cb)
  return () => { window.removeEventListener('online', cb); window.removeEventListener('offline', cb) }
}
export const useOnlineStatus = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true)

export function OfflineBanner() {
  const online = useOnlineStatus()
  const { pending } = useOfflineQueue()
  if (online && !pending) return null
  return <NoticeBar color={online ? 'info' : 'alert'} content={online ? `正在同步 ${pending} 条离线记录` : '当前无网络，提交内容将在恢复网络后自动同步'} />
}
```""",
),
dict(
    id="exp-grid-0055",
    title="CrewTaskCard 左滑操作：van-swipe-cell → antd-mobile SwipeAction",
    project=GF, branches=["*"],
    applies_to={"antd-mobile": "^5"},
    asset_type="component", assets=["CrewTaskCard"], status="verified",
    conditions="grid-field 班组任务卡片左滑出现“接单 / 转派 / 到达现场”等操作。",
    counter_conditions="卡片内有 PhotoUploader 横向缩略图滚动时不要用 SwipeAction（手势冲突），改成卡片底部按钮；长按操作不在本条范围。",
    source="MR !218 grid-field", updated_at="2026-03-05",
    body="""```tsx
<SwipeAction
  ref={swipeRef}
  rightActions={[
    { key: 'accept', text: '接单', color: 'primary', onClick: () => accept(task.id) },
    { key: 'transfer', text: '转派', color: 'warning', onClick: () => openTransfer(task.id) },
  ]}
  onAction={() => swipeRef.current?.close()}
>
  <CrewTaskCard task={task} />
</SwipeAction>
```

- Vant 的 `@click` 在 swipe-cell 外层统一处理，antd-mobile 每个 action 单独 onClick。
- 操作后调用 `close()`，否则列表刷新后滑开的状态会留在另一张卡片上（key 没变的时候）。
- 列表项 key 用任务 id。""",
),
dict(
    id="exp-grid-0056",
    title="v-long-press → useLongPress hook with pointer events (cancel on move > 10px)",
    project=GF, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="directive", assets=["v-long-press", "useLongPress", "CrewTaskCard"], status="candidate",
    conditions="grid-field long press on CrewTaskCard / photo thumbnails to open the action sheet (share, delete, mark as key photo).",
    counter_conditions="Not verified on iOS 15 WKWebView (text selection callout may still appear). Do not use on elements inside SwipeAction (gesture conflict).",
    source="draft MR !226 grid-field", updated_at="2026-04-08",
    body="""Check items (candidate, not yet a plan):
- [ ] Use `pointerdown` / `pointerup` / `pointercancel`, not `touchstart` + `mousedown` pairs (double firing on Android).
- [ ] Start a 500 ms timer on pointerdown; cancel it when the pointer moves more than 10 px (`Math.hypot(dx, dy) > 10`).
- [ ] Call `e.preventDefault()` on `contextmenu` and set `-webkit-touch-callout: none; user-select: none` on the target.
- [ ] Suppress the click that follows a completed long press.

```ts
export function useLongPress(onLongPress: () => void, ms = 500) { /* ... */ }
```""",
),
dict(
    id="exp-grid-0057",
    title="Vue 2.7 reactive mutations (`this.$set`, `splice`) → immutable updates in React state",
    project=GF, branches=["*"],
    applies_to={"vue": "^2.7", "react": ">=18 <19"},
    asset_type="other", assets=["RepairOrderDetail", "CrewPicker"], status="verified",
    conditions="grid-field components that mutated nested data in place (`this.$set(this.order.crew, i, m)`, `this.photos.splice(i, 1)`) when ported to React useState/zustand.",
    counter_conditions="Not for antd-mobile Form values (managed by the form store, use `form.setFieldValue`). Not for refs holding mutable non-render data (timers, scanner instance).",
    source="MR !219 grid-field", updated_at="2026-03-06",
    body="""Vue 2 reactivity needed `$set` for new keys but allowed in-place array mutation. In React an in-place change keeps the same reference, so nothing re-renders (and `React.memo` children never update):

```ts
// ❌ setCrew(crew => { crew[i] = member; return crew })
setCrew((crew) => crew.map((m, idx) => (idx === i ? member : m)))
setPhotos((p) => p.filter((_, idx) => idx !== i))
setOrder((o) => ({ ...o, site: { ...o.site, arrivedAt } }))
```

For deep nested updates in the repair order draft we use `immer` via zustand's `immer` middleware rather than spreading four levels.""",
),
dict(
    id="exp-grid-0058",
    title="Post-mortem PM-2026-005: ReactIsland — mounting React pages inside the Vue 3 shell leaked roots and QueryClients",
    project=GC, branches=["main", "feat/*"],
    applies_to={"vue": "^3.3", "react": ">=18 <19"},
    asset_type="build", assets=["ReactIsland", "DispatchLayout"], status="verified",
    conditions="grid-console strangler migration on main / feat branches: React pages mounted inside the still-Vue DispatchLayout through the `ReactIsland` wrapper component, while vue-router owns the URL.",
    counter_conditions="Not for release/2026.q2 (that branch ships React pages as a separate entry `react.html`, no islands). Not once a whole route subtree is React with react-router (then no island is needed). Not for grid-field (Vue 2.7 shell, different mounting API).",
    source="Post-mortem PM-2026-005, MR !1428 grid-console", updated_at="2026-03-01",
    body="""## Context

During the migration the Vue 3 shell (DispatchLayout, vue-router 4, Pinia) stays in charge. Migrated pages are React components mounted into a Vue wrapper, `ReactIsland`:

```vue
<template><div ref="host" class="react-island" /></template>
<script setup lang="ts">
const props = defineProps<{ component: ComponentType<any>; props?: Record<string, unknown> }>()
const host = ref<HTMLElement>()
let root: Root | undefined
onMounted(() => { root = createRoot(host.value!); render() })
watch(() => props.props, render, { deep: true })
onBeforeUnmount(() => { root?.unmount(); root = undefined })
function render() { root?.render(h(Providers, null, h(props.component, props.props))) }
</script>
```

## What happened

After a 12-hour night shift the dispatch workstation Chrome tab used 2.8 GB and the alarm page froze. Heap snapshots showed 140 detached React roots, 140 `QueryClient` instances and 140 alarm-stream subscriptions.

## Root causes

1. The first version created the root in `onMounted` but unmounted it in `onUnmounted` of a *parent* `<keep-alive>` child, which never ran for cached routes; every tab switch created a new root.
2. `Providers` created `new QueryClient()` inside the component body, so every island had its own cache and its own retry timers (the feeder list was fetched once per island).
3. The island passed Vue reactive proxies (`props.props` from Pinia state) straight into React. React compared them by identity; the proxies changed identity on every access, so React re-rendered constantly, and the proxies kept the Vue component instances alive.

## Fix

- Unmount in `onBeforeUnmount` of the island itself, and for keep-alive cached routes also in `onDeactivated` (re-create in `onActivated`).
- One module-level `queryClient` shared by all islands and, later, by the pure React routes.
- Convert props with `toRaw()` + structured copy before passing them to React: `render()` calls `root.render(h(Providers, null, h(Comp, structuredClone(toRaw(props.props)))))`.
- Shared state between Vue and React goes through zustand (`useFeederStore` is readable from Vue via a tiny `useZustand` composable built on `store.subscribe`), never through Pinia proxies.
- Navigation from inside React calls the shell router through an injected `navigate` prop; React code never imports vue-router.

## Verification

Soak test: scripted tab switching every 5 s for 14 hours on the staging workstation; heap stays under 450 MB, detached roots 0, exactly one QueryClient.""",
),
dict(
    id="exp-grid-0059",
    title="Vite with both @vitejs/plugin-vue-jsx and @vitejs/plugin-react: split by folder with `include`/`exclude`",
    project=GC, branches=["main", "feat/*"],
    applies_to={"vue": "^3.3", "react": ">=18 <19"},
    asset_type="build", assets=["vite.config.ts"], status="verified",
    conditions="grid-console during the strangler migration, when `.tsx` files exist for both Vue (legacy JSX render functions) and React.",
    counter_conditions="Not for grid-field (vue-cli / webpack 4 build). Not after the Vue code is removed (drop plugin-vue-jsx entirely).",
    source="MR !1420 grid-console", updated_at="2026-02-22",
    body="""Both plugins transform `.tsx`; with default options the Vue JSX plugin compiled React components and produced `h is not defined`.

```ts
export default defineConfig({
  plugins: [
    vue(),
    vueJsx({ include: /src\\/legacy\\/.*\\.[jt]sx$/ }),
    react({ include: /src\\/react\\/.*\\.[jt]sx$/ }),
  ],
})
```

- Keep all React code under `src/react/**`, all Vue TSX under `src/legacy/**`; ESLint enforces the folder rule.
- `tsconfig` needs two projects (`jsxImportSource: 'vue'` vs `'react'`), otherwise JSX types clash.""",
),
dict(
    id="exp-grid-0060",
    title="现场 App 构建 vue-cli 4（webpack 4）→ Vite 5，@vitejs/plugin-legacy 兼容 Android 7 WebView（待复核）",
    project=GF, branches=["main"],
    applies_to={"react": ">=18 <19"},
    asset_type="build", assets=["vue.config.js", "vite.config.ts"], status="review_required",
    conditions="grid-field main 分支把构建从 vue-cli 4 迁到 Vite 5，仍需支持 appShell 3.x 的 Android 7 WebView（Chrome 51 内核）。",
    counter_conditions="release/2026.q3 仍用 vue-cli 构建，不适用；只支持 appShell >= 4.0（Chromium 90+）时不需要 legacy 插件；调度台 grid-console 已是 Vite，不适用。",
    source="MR !227 grid-field（待评审）", updated_at="2026-04-15",
    body="""```ts
export default defineConfig({
  plugins: [react(), legacy({ targets: ['chrome >= 51', 'ios >= 11'], modernPolyfills: true })],
  build: { target: 'es2015', cssTarget: 'chrome51' },
})
```

- Android 7 WebView 不支持 `<script type="module">`，靠 legacy 插件输出 nomodule 包；首屏体积增加约 180KB。
- antd-mobile 5 使用 CSS 变量，Chrome 51 不支持 → 需要 `postcss-css-variables` 降级，但主题切换会失效。
- 待复核：原生壳离线包（zip 预置）的路径是 `file://`，Vite 需要 `base: './'`，动态 import 的 chunk 在 file 协议下是否能加载，还没有在 appShell 3.x 真机验证。""",
),
]
