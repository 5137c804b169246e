"""by-driver (司机端) entries, part A: components, directives, mixins, filters."""
from common import E

P = "by-driver"
MAIN_FEAT = ["main", "feat/react-h5"]

ENTRIES = [

E("exp-drv-001", project=P, asset_type="component", status="verified",
  title="WaybillCard: uView u-card with named actions slot -> antd-mobile Card + actions prop",
  assets=["WaybillCard"], branches=["main", "feat/react-h5", "release/*"],
  applies_to={"vue": "^2.6", "react": "^18", "antd-mobile": "^5"},
  conditions="by-driver pages that render one full waybill card (header, consignee block, action buttons): task list, detail header, 签收 entry.",
  counter_conditions="Not for `WaybillCardMini` (the one-line row used in virtualized route lists; no actions slot, must stay fixed-height). Not for the dispatch console `WaybillTable`.",
  source="PR by-driver#412", updated_at="2025-03-18",
  body="""
## Why
`WaybillCard` (components/waybill/WaybillCard.vue) is the 运单 card on the driver task list and the detail header. It used `u-card`, `u-tag` and a named slot `actions` for the 揽收 / 签收 buttons, and emitted `@tap` with the waybill. The React H5 needs the same card for the new task list.

## What changed
- New `src/components/WaybillCard.tsx` built on antd-mobile `Card` + `Tag`.
- Named slot `actions` -> `actions?: ReactNode` prop; the default slot -> `children`.
- `@tap="onTap(waybill)"` -> `onClick?: (w: Waybill) => void`. `@longpress` (copy 运单号) -> `onLongPress`, implemented with a 500 ms pointer timer because antd-mobile Card has no long-press event.
- Status colour comes from `@baiyun/waybill-status` (`statusColor(code)`) instead of the `waybillStatusMixin` computed.
- `<u-tag type="warning" mode="plain">` -> `<Tag color="warning" fill="outline">`.

```tsx
<WaybillCard
  waybill={w}
  onClick={openDetail}
  actions={<Button size="mini" color="primary" onClick={() => startPod(w)}>签收</Button>}
/>
```

## How to verify
Task list: tap a card opens the detail; long press copies the 运单号 (toast 已复制); the 异常件 badge shows for status 70; on a 320 px wide phone the action buttons stay on one line under the consignee block.

## Caveats
Card `extra` is only for the header right side. Do not put the action buttons there: they wrap on 320 px screens and the tap target overlaps the card's own onClick (stopPropagation needed on every button).
"""),

E("exp-drv-002", project=P, asset_type="component", status="verified",
  title="WaybillCardMini: fixed-height memoized row for the 5,000-row trunk route list",
  assets=["WaybillCardMini"], branches=MAIN_FEAT,
  applies_to={"react": "^18", "antd-mobile": ">=5.30"},
  conditions="One-line waybill rows inside a virtualized list (react-window FixedSizeList) on by-driver main / feat/react-h5 with antd-mobile >= 5.30.",
  counter_conditions="Not for the full `WaybillCard` (header + actions slot, variable height). The memo compare on `waybill.version` is wrong against the v1 task API used by release/* builds, which does not bump `version` on 签收.",
  source="PR by-driver#436", updated_at="2025-04-02",
  body="""
## Why
`WaybillCardMini` is the one-line row (运单号 · 收件人 · 件数) in the 干线 route list. On trunk days a driver has 3,000-5,000 rows; the Vue page rendered them all with `u-cell-item` + `v-for` and took ~4 s to first paint on Android 8 phones.

## What changed
- `WaybillCardMini.tsx`: a plain div with fixed `height: 56px`; address truncated with antd-mobile `Ellipsis rows={1}`.
- Wrapped in `React.memo(Row, (a, b) => a.waybill.version === b.waybill.version && a.selected === b.selected)`.
- The list uses `react-window` `FixedSizeList itemSize={56}`; the row receives `style` from react-window and must spread it on its root element.
- No actions slot: tapping a row opens the full `WaybillCard` in a `Popup`.
- The per-row `v-track` exposure was dropped (thousands of events); one `route_list_page_view` is sent per scroll stop.

```tsx
<FixedSizeList height={h} itemCount={rows.length} itemSize={56} width="100%">
  {({ index, style }) => <WaybillCardMini style={style} waybill={rows[index]} onOpen={open} />}
</FixedSizeList>
```

## How to verify
Route list with `fixtures/trunk-5000.json` scrolls at 60 fps on the Redmi 8 test phone; first paint < 800 ms.

## Caveats
Row height must stay 56 px; a two-line address makes rows overlap. Keep the address truncated.
"""),

E("exp-drv-003", project=P, asset_type="component", status="verified",
  title="SignaturePad: uni canvas signature -> in-house Pointer Events canvas (scroll lock, DPR, JPEG export, bridge upload)",
  assets=["SignaturePad"], branches=MAIN_FEAT,
  applies_to={"vue": "^2.6", "react": "^18"},
  conditions="签收 signature capture in the by-driver React H5 running inside the native shell (WKWebView, Android System WebView >= 80), on main and feat/react-h5.",
  counter_conditions="Not for release/* builds, where the signature step still opens the Vue page through `BYBridge.openNative('vue-sign')`. Not for read-only signature display in the dispatch console 回单 audit (`ReceiptAuditModal`).",
  source="PR by-driver#455", updated_at="2025-05-06",
  body="""
## Why
签收 (proof of delivery) requires the consignee's handwritten signature. The Vue page `pages/pod/sign.vue` used `SignaturePad.vue`, built on `uni.createCanvasContext('sign', this)` with `@touchstart` / `@touchmove` / `@touchend` and `disable-scroll`, exported through `uni.canvasToTempFilePath` and uploaded with `uni.uploadFile`. None of these exist in the React H5, and the first port (react-signature-canvas, see the deprecated entry) broke on iOS.

## What changed
- `src/pod/SignaturePad.tsx`, about 140 lines, no dependency. Public API through `forwardRef` + `useImperativeHandle`: `clear()`, `undo()`, `isEmpty()`, `toBlob()`.
- Pointer Events (`pointerdown` / `pointermove` / `pointerup`) instead of touch events; `setPointerCapture` so a stroke that leaves the canvas still ends cleanly.
- Strokes are stored as arrays of points; `undo()` pops the last stroke and replays the rest. Smoothing with quadratic curves between midpoints; line width 2.5 CSS px.
- The canvas backing store is scaled by `devicePixelRatio` on mount and on `resize` (orientation change), then the strokes are replayed. Without this the signature is blurry on DPR 3 phones and disappears after rotation.

### Page scroll while signing (iOS WKWebView)
`disable-scroll` on the uni canvas has no H5 equivalent. Two things were both needed:
1. CSS `touch-action: none` on the canvas element.
2. A native listener added in `useEffect`: `canvas.addEventListener('touchmove', e => e.preventDefault(), { passive: false })`. React 17+ registers touch listeners as passive at the root, so `onTouchMove={e => e.preventDefault()}` does nothing and only logs "Unable to preventDefault inside passive event listener invocation".
Without (2) the whole page scrolls up and down on iOS 15/16 while the consignee signs; Android was mostly fine with (1) alone.

### Export size and BY-DRV-4031
The POD service rejects signature images over 500 KB with `BY-DRV-4031 signature payload too large`. A PNG exported at DPR 3 from a full-width canvas is about 1.2 MB. We now:
- draw the stored strokes onto an offscreen canvas at 1x CSS size,
- fill it white first (JPEG has no alpha channel; otherwise the background turns black),
- export with `offscreen.toBlob(cb, 'image/jpeg', 0.7)`.
Typical size is 40-90 KB and BY-DRV-4031 disappeared from Sentry.

### Upload
Upload goes through `BYBridge.uploadFile({ kind: 'pod-sign', waybillNo, blob })`, not a `fetch` multipart request: in shell 3.x the WebView's fetch does not carry the session cookie to the upload host.

## How to verify
1. Open a 运单 in 派送中, tap 签收 -> 签名.
2. On an iPhone (iOS 16) sign with a long stroke that leaves the canvas: the page must not scroll and the stroke ends cleanly.
3. Rotate the phone: the signature is redrawn, not blurry.
4. Submit: the network log shows a JPEG < 100 KB, POD answers 200, no BY-DRV-4031.

## Caveats
- `isEmpty()` counts strokes, not pixels; a single tap counts as a stroke. Product accepted this.
- Landscape lock while signing is a separate (candidate) note.
- Android System WebView < 80 lacks `setPointerCapture` on canvas; the shell requires >= 80 since shell 3.2.
"""),

E("exp-drv-004", project=P, asset_type="component", status="deprecated",
  title="SignaturePad via react-signature-canvas (superseded)",
  assets=["SignaturePad"], branches=["feat/react-h5"],
  applies_to={"react": "^18"},
  conditions="Historical: first React port of the signature step, 2024-11.",
  counter_conditions="Do not use. Replaced by the in-house Pointer Events SignaturePad.",
  source="PR by-driver#371", updated_at="2024-11-20",
  body="""
## Why
The first port of `SignaturePad` used `react-signature-canvas` 1.0.6 to save time.

## What changed
`<SignatureCanvas penColor="black" canvasProps={{ className: 'sign' }} />`, exported with `getTrimmedCanvas().toDataURL('image/png')` and posted as base64 JSON.

## How to verify
Sign and submit on an Android phone.

## Caveats
Superseded. `clearOnResize` wipes the signature on every iOS toolbar / keyboard resize, the page scrolls while signing on iOS, and the PNG data URLs exceeded the POD size limit (BY-DRV-4031). Use the in-house `SignaturePad.tsx`.
"""),

E("exp-drv-005", project=P, asset_type="component", status="candidate",
  title="SignaturePad: lock landscape while the consignee signs (check items)",
  assets=["SignaturePad"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Signature step in the by-driver H5 when product wants landscape signing.",
  counter_conditions="Shell versions < 3.4 have no `setOrientation` bridge method.",
  source="issue by-driver#488", updated_at="2025-05-20",
  body="""
## Why
Consignees sign more legibly in landscape; couriers asked to rotate the phone automatically on the 签收 signature step.

## What changed
Proposal only: call `BYBridge.setOrientation('landscape')` in the signature page's mount effect and `BYBridge.setOrientation('auto')` in the cleanup.

## How to verify (check items)
- [ ] Cleanup also runs when the page is left with the Android back key or a bridge `openNative` jump.
- [ ] The canvas re-scales after rotation (resize listener) before the first stroke.
- [ ] Safe-area paddings are recomputed in landscape.
- [ ] Shell < 3.4 ignores setOrientation: show a hint 请横屏签名 instead.

## Caveats
Not validated on iPad drivers; only check items for now.
"""),

E("exp-drv-006", project=P, asset_type="component", status="verified",
  title="PodPhotoUploader: u-upload camera-only POD photos -> antd-mobile ImageUploader (columns, compress, bridge upload)",
  assets=["PodPhotoUploader"], branches=MAIN_FEAT,
  applies_to={"antd-mobile": ">=5.30 <6", "react": "^18"},
  conditions="by-driver POD photo step on antd-mobile >= 5.30 (ImageUploader `columns` prop).",
  counter_conditions="Not for release/* on antd-mobile 5.28 (no `columns`; see the release entry). Not for 异常件 photos in ExceptionReportForm, which allow picking from the album.",
  source="PR by-driver#441", updated_at="2025-04-10",
  body="""
## Why
签收 requires 1-3 photos of the delivered parcels. The Vue step used `u-upload` with `:action` pointing at the OSS signer and `uni.chooseImage({ sourceType: ['camera'], sizeType: ['compressed'] })`.

## What changed
- antd-mobile `ImageUploader` with `maxCount={3}`, `columns={3}`.
- `beforeUpload` compresses to max 1280 px / quality 0.75 (u-upload did this natively through `sizeType: ['compressed']`).
- `upload` resolves `{ url }` after `BYBridge.uploadFile`; `extra` carries the OSS key used when the 签收 is submitted.
- Camera only: `capture="environment"` + `accept="image/*"`; drivers must not pick from the album (anti-fraud rule inherited from `sourceType`).

```tsx
<ImageUploader value={files} onChange={setFiles} maxCount={3} columns={3}
  capture="environment" beforeUpload={compress} upload={uploadPodPhoto} />
```

## How to verify
Take 3 photos; the 4th tile is hidden; the submitted payload has 3 OSS keys.

## Caveats
On Android the `capture` attribute opens the system camera directly; on iOS it still offers 照片图库. The album option cannot be hidden on iOS, so the server also checks the EXIF capture time.
"""),

E("exp-drv-007", project=P, asset_type="component", status="verified",
  title="PodPhotoUploader on release/* (antd-mobile 5.28): CSS-var grid, explicit upload error toast",
  assets=["PodPhotoUploader"], branches=["release/*"],
  applies_to={"antd-mobile": ">=5.20 <5.30"},
  conditions="release/* builds of by-driver that ship the first React 签收 pages on antd-mobile 5.2x.",
  counter_conditions="main / feat/react-h5 (antd-mobile >= 5.30): use the columns-based PodPhotoUploader entry.",
  source="PR by-driver#447 (release/3.8 backport)", updated_at="2025-04-14",
  body="""
## Why
release/3.8 and release/3.9 ship the first React 签收 pages on antd-mobile 5.28.1, which has no `columns` prop on `ImageUploader` and silently removes a tile when `upload` rejects.

## What changed
- Grid through CSS variables on the wrapper: `.pod-uploader { --cell-size: 30vw; --gap: 8px; }`.
- `upload` wrapped in try/catch; on failure we call `Toast.show({ content: '上传失败，请重试' })` ourselves and rethrow.
- Same compression and `BYBridge.uploadFile` as on main.

## How to verify
Release build: cut the network during an upload -> the toast shows and the tile is removed; photos lay out 3 per row on a 375 px screen.

## Caveats
Do not cherry-pick the main-branch uploader to release/*: `columns` is ignored there and the grid collapses to 4 narrow columns.
"""),

E("exp-drv-008", project=P, asset_type="component", status="verified",
  title="PickupScanButton: uni.scanCode -> BYBridge.scan with manual-input fallback",
  assets=["PickupScanButton"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="揽收 (pickup) barcode scanning inside the by-driver native shell.",
  counter_conditions="Not for the H5 opened in a plain mobile browser (no BYBridge): there is no supported scanner there.",
  source="PR by-driver#420", updated_at="2025-03-25",
  body="""
## Why
揽收 starts by scanning the waybill label. Vue called `uni.scanCode({ scanType: ['barCode', 'qrCode'] })`. In the H5, `getUserMedia` inside the shell WebView is denied on Android shell 3.x (camera permission is not delegated to the WebView) and prompts twice on iOS.

## What changed
- `PickupScanButton.tsx` calls `BYBridge.scan({ types: ['CODE_128', 'QR'] })`, which opens the shell's native scanner and resolves `{ text, format }`.
- User cancel resolves `null` (not an error), so no error toast on cancel.
- Manual input fallback: antd-mobile `Dialog` with an `Input` when the bridge answers `UNSUPPORTED` (shell < 3.1).
- The 运单号 is validated with `/^BY[0-9]{12}$/` before calling the pickup API.

## How to verify
Android and iOS shells: scan a label -> the 揽收 form is prefilled. Cancel -> no toast.

## Caveats
Do not use browser camera libraries inside the shell (see the deprecated html5-qrcode note).
"""),

E("exp-drv-009", project=P, asset_type="component", status="deprecated",
  title="PickupScanButton with html5-qrcode in the WebView (abandoned)",
  assets=["PickupScanButton"], branches=["feat/react-h5"],
  applies_to={"react": "^18"},
  conditions="Historical spike, 2024-12.",
  counter_conditions="Do not use inside the shell: camera permission is denied in the Android WebView.",
  source="PR by-driver#380", updated_at="2024-12-09",
  body="""
## Why
Spike to scan 揽收 labels directly in the H5 with `html5-qrcode` 2.3 so that no bridge method is needed.

## What changed
`new Html5Qrcode('reader').start({ facingMode: 'environment' }, { fps: 10, qrbox: 250 }, onScan)`.

## How to verify
Worked in mobile Chrome outside the shell.

## Caveats
Abandoned: inside the Android shell `getUserMedia` fails with NotAllowedError, Code 128 labels scan poorly, and battery drain was high. Use `BYBridge.scan`.
"""),

E("exp-drv-010", project=P, asset_type="component", status="verified",
  title="TrailerSwapSheet (甩挂): u-popup + u-form + u-keyboard -> Popup + Form + PlateKeyboard",
  assets=["TrailerSwapSheet"], branches=["*"],
  applies_to={"antd-mobile": "^5.28", "react": "^18"},
  conditions="甩挂 (drop-and-hook) trailer swap bottom sheet in the by-driver H5.",
  counter_conditions="Not for the dispatch-side `TrailerPoolTable`.",
  source="PR by-driver#428", updated_at="2025-03-30",
  body="""
## Why
甩挂: the driver drops a loaded trailer at the yard and hooks another one. `TrailerSwapSheet.vue` was a `u-popup mode="bottom"` with a `u-form` (trailer plate, seal number 铅封号, yard slot) and `u-keyboard mode="car"` for plates.

## What changed
- antd-mobile `Popup position="bottom" destroyOnClose` + `Form`.
- Plate input: antd-mobile `NumberKeyboard` cannot type province characters, so we built `PlateKeyboard` (Popup + grid of 省份简称, 粤 first, then letters/digits).
- The `Form` and its `form` instance are created inside the popup content component, so `destroyOnClose` really resets it. The Vue version called `this.$refs.form.resetFields()` on `@close`.
- Submit calls `/trailer/swap` with `{ dropTrailer, hookTrailer, sealNo, yardSlot }`.

## How to verify
Open 甩挂 from a trunk task, fill it, close and reopen: fields are empty. The plate keyboard shows 粤 first.

## Caveats
Do not keep `Form.useForm()` in the parent of the `Popup`: with destroyOnClose the parent's form state survives and a stale seal number gets submitted.
"""),

E("exp-drv-011", project=P, asset_type="component", status="verified",
  title="ExceptionReportForm (异常件): u-form + u-upload -> Form with dependent photo rule (prevents BY-DRV-4221)",
  assets=["ExceptionReportForm"], branches=MAIN_FEAT,
  applies_to={"antd-mobile": "^5", "react": "^18"},
  conditions="异常件 report form in the by-driver H5 (damaged, refused, wrong address).",
  counter_conditions="Not for POD photos (camera only, see PodPhotoUploader).",
  source="PR by-driver#433", updated_at="2025-04-01",
  body="""
## Why
异常件 (exception parcel) reports: damaged, refused, wrong address, missing. The Vue form used `u-form` + `u-upload` (album allowed) + a `uni.showModal` confirm.

## What changed
- antd-mobile `Form` with `rules`; `Form.Item name="photos"` wraps an `ImageUploader` (album allowed, max 6).
- The server requires at least one photo for reasons `DAMAGED` and `REFUSED` and answers `BY-DRV-4221 exception photo required` otherwise. We replicate it client-side:

```tsx
<Form.Item name="photos" dependencies={['reason']}
  rules={[{ validator: requirePhotoFor(['DAMAGED', 'REFUSED']) }]}>
  <ImageUploader maxCount={6} upload={uploadExceptionPhoto} />
</Form.Item>
```
- `uni.showModal` -> `await Dialog.confirm({ content: '确认上报异常件？' })`.

## How to verify
Pick DAMAGED without a photo -> inline error, no request. With a photo -> 200. BY-DRV-4221 no longer shows up in Sentry.

## Caveats
`dependencies={['reason']}` is required; without it the validator does not rerun when the reason changes.
"""),

E("exp-drv-012", project=P, asset_type="component", status="verified",
  title="ExceptionReasonPicker: u-picker mode=selector (index) -> antd-mobile Picker (value arrays)",
  assets=["ExceptionReasonPicker"], branches=["*"],
  applies_to={"antd-mobile": "^5"},
  conditions="Single-column reason selection for 异常件 in the by-driver H5.",
  counter_conditions="Not for the two-level region selector (`u-select mode=\"mutil-column-auto\"`): use CascadePicker.",
  source="PR by-driver#434", updated_at="2025-04-01",
  body="""
## Why
`ExceptionReasonPicker.vue` wraps `u-picker mode="selector"` with `:range="reasons" range-key="label"`; its `@confirm` handler receives `[index]`.

## What changed
- antd-mobile `Picker columns={[reasons.map(r => ({ label: r.label, value: r.code }))]}`.
- `onConfirm(value)` receives an array of values (`['DAMAGED']`), not indexes. Every caller that did `reasons[e[0]]` now uses `value[0]` as the reason code.
- A controlled `visible` state replaces `v-model="show"`.

## How to verify
Select 破损 -> the form's reason is `DAMAGED`; reopen -> 破损 is preselected.

## Caveats
Picker `value` must be an array even for one column; passing a plain string renders an empty selection.
"""),

E("exp-drv-013", project=P, asset_type="component", status="candidate",
  title="ExceptionReasonPicker: searchable CheckList in a Popup for long reason lists (check items)",
  assets=["ExceptionReasonPicker"], branches=["*"],
  applies_to={"antd-mobile": ">=5.30"},
  conditions="Reason lists with 30+ entries (trunk 异常件 codes).",
  counter_conditions="antd-mobile < 5.30: CheckList inside Popup loses its scroll position on search.",
  source="issue by-driver#462", updated_at="2025-04-28",
  body="""
## Why
Trunk 异常件 have 40+ reason codes; scrolling a Picker wheel is slow.

## What changed
Proposal: `Popup` with `SearchBar` + `CheckList` (single select), filtering by label and pinyin initials.

## How to verify (check items)
- [ ] Value contract stays `string[]` like the Picker version.
- [ ] Search keeps the selected item visible.
- [ ] Recently used reasons pinned on top.
- [ ] Works with the Popup opened from inside another Popup.

## Caveats
Only check items; not shipped.
"""),

E("exp-drv-014", project=P, asset_type="component", status="verified",
  title="ReceiptReturnList (回单): u-swipe-action -> antd-mobile SwipeAction with only-one-open",
  assets=["ReceiptReturnList"], branches=["*"],
  applies_to={"antd-mobile": "^5"},
  conditions="回单 (returned receipt) list in the by-driver H5.",
  counter_conditions="Not for the dispatch 回单 audit (ReceiptAuditModal).",
  source="PR by-driver#438", updated_at="2025-04-08",
  body="""
## Why
回单 is the signed paper receipt the driver must bring back to the depot. `ReceiptReturnList.vue` used `u-swipe-action` with 已交回 / 拍照 buttons; opening one row closed the others through `:index` + `@open`.

## What changed
- antd-mobile `SwipeAction rightActions={[{ key: 'returned', text: '已交回', color: 'primary' }, { key: 'photo', text: '拍照' }]}`.
- Only-one-open: keep row refs in a `Map` and call `close()` on the previously opened row in `onActionsReveal`.
- `closeOnAction` stays true for 已交回; for 拍照 it is false because the bridge camera returns later and we close manually.

## How to verify
Swipe row A, then row B: A closes. 拍照 -> camera -> back: row closes after the upload.

## Caveats
`SwipeAction` inside `PullToRefresh` needs `stopPropagation` on horizontal moves, otherwise a slightly diagonal swipe triggers a refresh.
"""),

E("exp-drv-015", project=P, asset_type="component", status="verified",
  title="TaskListPage: onPullDownRefresh / onReachBottom -> PullToRefresh + InfiniteScroll (iOS bounce, double load)",
  assets=["TaskListPage"], branches=MAIN_FEAT,
  applies_to={"antd-mobile": ">=5.30", "react": "^18"},
  conditions="The by-driver task list (待揽收 / 派送中 / 已签收 tabs) in the React H5 on main and feat/react-h5.",
  counter_conditions="Not for release/* (antd-mobile 5.28, list page still partly Vue).",
  source="PR by-driver#449", updated_at="2025-04-22",
  body="""
## Why
`pages/task/list.vue` relied on uni page lifecycle: `onPullDownRefresh` (with `enablePullDownRefresh` in pages.json) plus `uni.stopPullDownRefresh()`, `onReachBottom` for paging, and `onShow` to refresh. The React H5 is one single page inside the shell, so none of these hooks exist.

## What changed
- `PullToRefresh onRefresh={refresh}` wraps the list. `refresh` returns the promise of the first-page request; the spinner ends when it resolves (there is no `stopPullDownRefresh`).
- `InfiniteScroll loadMore={loadMore} hasMore={hasMore}`. `loadMore` must return a Promise and must throw on failure; we render custom children `(hasMore, failed, retry) => ...` to show 加载失败，点击重试.
- Page size 20, cursor paging with `nextCursor`; `hasMore = Boolean(nextCursor)`.
- Tabs (待揽收 / 派送中 / 已签收) are antd-mobile `Tabs`; each tab keeps its own cursor in the zustand task store.

### iOS bounce vs. pull-to-refresh
In the iOS shell the WKWebView scroll view bounces. Pulling down at the top triggered both the native bounce and PullToRefresh: the list jumped and `refresh` fired twice. The fix has two parts:
1. Shell side: the H5 container sets `scrollView.bounces = NO` when the page calls `BYBridge.setBounce(false)`. TaskListPage calls it on mount and restores it on unmount.
2. CSS: `html, body { overscroll-behavior-y: none; }` and the list itself is the scroll container (`height: 100%; overflow-y: auto`), not `body`. PullToRefresh listens on its own scroll parent.
The Android WebView does not bounce, and Chrome's own pull-to-refresh is disabled in the shell.

### Double loading of page 1
`InfiniteScroll` calls `loadMore` on mount when the content is shorter than the viewport. Together with the initial fetch in a `useEffect`, page 1 was fetched twice and rows were duplicated. We no longer fetch in `useEffect`; the first `loadMore` call fetches page 1, and `refresh` resets the cursor.

### Tab badges
Tab badge counts come from `/task/counters`, refreshed on every pull and whenever the page becomes visible again (`usePageVisible`).

## How to verify
- iPhone: pull down at the top once -> exactly one `/task/list?cursor=` request, no jump.
- Slow 3G: scroll to the bottom, kill the network -> 加载失败，点击重试; tap -> next page loads.
- Switch tabs: each tab keeps its own loaded pages.

## Caveats
- PullToRefresh's default `threshold` (60) felt too small on large phones; we use 80.
- Do not nest PullToRefresh inside a Popup.
- Scroll position when coming back from the detail page is not preserved yet (the list re-mounts); tracked as BY-FE-233.
"""),

E("exp-drv-016", project=P, asset_type="component", status="review_required",
  title="RouteMapView: uni <map> markers/polyline -> AMap JSAPI 2.0 in the H5 (performance not signed off)",
  assets=["RouteMapView"], branches=MAIN_FEAT,
  applies_to={"react": "^18"},
  conditions="Delivery route map in the by-driver H5 (派送 stops, polyline, fit view).",
  counter_conditions="Not for the dispatch console map (`MapDispatchPanel`, Next.js SSR).",
  source="PR by-driver#451 (draft)", updated_at="2025-04-25",
  body="""
## Why
`RouteMapView.vue` used the uni `<map>` component with `markers`, a `polyline` for the 派送 route and `include-points` to fit all stops.

## What changed
- `@amap/amap-jsapi-loader` loads AMap JSAPI 2.0 with the web key; `new AMap.Map(ref.current)` in `useEffect`, `map.destroy()` in the cleanup.
- `markers` -> one `AMap.Marker` per stop; `polyline` -> `AMap.Polyline`; `include-points` -> `map.setFitView()`.
- JSAPI 2.0 requires `window._AMapSecurityConfig = { serviceHost: '/_AMapService' }`, proxied by the shell gateway.

## How to verify
Detail page of a route with 30 stops: markers numbered in order, tap a marker opens the stop sheet.

## Caveats (why review_required)
- On Android 8 / 2 GB RAM phones, 200+ markers drop to ~15 fps; MarkerCluster has not been evaluated.
- Uses a web key; ops have not confirmed the quota for 8k drivers.
"""),

E("exp-drv-017", project=P, asset_type="component", status="verified",
  title="TrunkLineTimeline (干线): u-time-line -> antd-mobile Steps direction=vertical",
  assets=["TrunkLineTimeline"], branches=["*"],
  applies_to={"antd-mobile": "^5"},
  conditions="干线 leg timeline (hub to hub) in the by-driver H5.",
  source="PR by-driver#425", updated_at="2025-03-27",
  body="""
## Why
`TrunkLineTimeline.vue` shows the 干线 (trunk line) legs, e.g. 广州白云分拨 -> 韶关 -> 长沙, with `u-time-line` / `u-time-line-item` and a custom `node` slot for the hub icon.

## What changed
- antd-mobile `Steps direction="vertical" current={currentLeg}`; each leg is a `Step` with `title` (hub name), `description` (ETA / actual time) and `status` (`finish` / `process` / `wait` / `error` for delayed legs).
- The `node` slot -> `icon` prop with our `HubIcon`.
- ETA text is formatted by the shared `formatEta()` util instead of the `dateFmt` filter.

## How to verify
A trunk task with 3 legs shows the current leg highlighted; a delayed leg is red.

## Caveats
Steps has no per-item click; the leg detail opens from a link inside `description`.
"""),

E("exp-drv-018", project=P, asset_type="component", status="candidate",
  title="CountdownBadge: u-count-down -> useCountdown hook (check items)",
  assets=["CountdownBadge"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="揽收 time-window countdown badges in the by-driver H5.",
  counter_conditions="Not for server-driven SLA timers in the dispatch console.",
  source="issue by-driver#470", updated_at="2025-05-02",
  body="""
## Why
`CountdownBadge.vue` used `u-count-down :timestamp` to show the remaining 揽收 window (e.g. 剩余 00:42:10).

## What changed
Proposal: `useCountdown(deadlineMs)` returning `{ h, m, s, done }`.

## How to verify (check items)
- [ ] Recompute from `deadline - Date.now()` on every tick; never decrement a counter (drifts when the WebView is paused).
- [ ] Align ticks to the wall-clock second (`setTimeout(tick, 1000 - (Date.now() % 1000))`).
- [ ] Pause while the page is hidden; recompute on resume.
- [ ] `done` fires once even if several ticks are skipped.

## Caveats
Not shipped; current H5 shows a static deadline.
"""),

E("exp-drv-019", project=P, asset_type="plugin", status="verified",
  title="$u.toast / uni.showToast / uni.showLoading -> antd-mobile Toast (ui.ts helpers)",
  assets=["$u.toast", "uni.showLoading"], branches=["*"],
  applies_to={"antd-mobile": "^5", "uview-ui": "^1.8"},
  conditions="Feedback toasts and blocking loading masks in the by-driver H5.",
  counter_conditions="Not for confirm dialogs (see uni.showModal -> Dialog.confirm).",
  source="PR by-driver#405", updated_at="2025-03-12",
  body="""
## Why
Vue pages used `this.$u.toast('已签收')`, `uni.showToast({ title, icon: 'none' })` and `uni.showLoading({ title: '提交中', mask: true })` / `uni.hideLoading()`.

## What changed
- `src/ui.ts`: `toast(text)` -> `Toast.show({ content: text })`.
- Loading: `Toast.show({ icon: 'loading', content: '提交中', duration: 0, maskClickable: false })`, closed with `Toast.clear()` in `finally`. Wrapped as `withLoading(fn)`.
- `icon: 'success'` -> `Toast.show({ icon: 'success', content })`.

```ts
export async function withLoading<T>(fn: () => Promise<T>, text = '提交中') {
  Toast.show({ icon: 'loading', content: text, duration: 0, maskClickable: false })
  try { return await fn() } finally { Toast.clear() }
}
```

## How to verify
签收 submit shows the loading mask; on success it is replaced by 已签收.

## Caveats
antd-mobile shows one Toast at a time: a success toast right after `Toast.clear()` simply replaces the loading one, which is what we want. Do not call `Toast.clear()` from unrelated components.
"""),

E("exp-drv-020", project=P, asset_type="directive", status="verified",
  title="v-track (driver, Vue 2 directive) -> useTrack hook + TrackExpose with BYBridge.track batching",
  assets=["v-track"], branches=["*"],
  applies_to={"vue": "^2.6", "react": "^18"},
  conditions="Click and exposure tracking (埋点) in the by-driver H5.",
  counter_conditions="Not for the by-dispatch v-track (Vue 3 directive hooks, Next.js SSR, sendBeacon); see its own entry.",
  source="PR by-driver#418", updated_at="2025-03-21",
  body="""
## Why
The driver app's `v-track` directive (Vue 2 `bind` / `inserted` / `unbind` hooks) handled `v-track:click="{ event: 'waybill_card_click', waybillNo }"` and `v-track:expose`. Exposure used an IntersectionObserver polyfill; events were posted with `uni.request` to `/t`.

## What changed
- `useTrack()` returns `track(event, props)`; click tracking is an explicit call in the handler.
- `<TrackExpose event="..." props={...}>` wraps a child and reports once per mount when >= 50 % is visible, using one shared IntersectionObserver (threshold 0.5).
- Reporting goes through `BYBridge.track(batch)`; the shell batches and uploads even when the WebView is killed. No `sendBeacon` in the shell.

## How to verify
Debug panel (shake the phone in staging) lists `waybill_card_expose` once per card.

## Caveats
Event names and required props are unchanged (team naming convention); dashboards depend on them.
"""),

E("exp-drv-021", project=P, asset_type="directive", status="verified",
  title="v-debounce-tap -> useSubmitLock + Idempotency-Key (fixes BY-DRV-4090 duplicate 签收)",
  assets=["v-debounce-tap"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Submit buttons that must not fire twice (签收, 揽收, 异常件 report) in the by-driver H5.",
  counter_conditions="Not for search inputs (use a debounce util, not a lock).",
  source="PR by-driver#440", updated_at="2025-04-09",
  body="""
## Why
`v-debounce-tap` (500 ms) prevented double submits on 签收 / 揽收 buttons. On slow networks a request takes longer than 500 ms, double taps got through and the server answered `BY-DRV-4090 duplicate POD submission` (HTTP 409).

## What changed
- `useSubmitLock(fn)` returns `[run, running]`; the lock is held until the promise settles, not for a fixed time.
- Buttons get `loading={running}` and `disabled={running}`.
- Every POD submit sends `Idempotency-Key: pod-{waybillNo}-{attemptId}`; the server deduplicates identical keys and only answers BY-DRV-4090 when a *different* attempt already succeeded.

```ts
export function useSubmitLock<A extends unknown[]>(fn: (...a: A) => Promise<unknown>) {
  const lock = useRef(false); const [running, setRunning] = useState(false)
  const run = useCallback(async (...a: A) => {
    if (lock.current) return; lock.current = true; setRunning(true)
    try { await fn(...a) } finally { lock.current = false; setRunning(false) }
  }, [fn])
  return [run, running] as const
}
```

## How to verify
Throttle to 2G, double-tap 签收 -> one request; BY-DRV-4090 rate in Sentry dropped to ~0.

## Caveats
Use the ref, not only the state: two taps within one render both see `running === false`.
"""),

E("exp-drv-022", project=P, asset_type="mixin", status="verified",
  title="locationMixin (30 s uni.getLocation polling) -> single useDriverLocation hook at the app root",
  assets=["locationMixin"], branches=MAIN_FEAT,
  applies_to={"react": "^18"},
  conditions="Foreground driver position reporting from the by-driver H5.",
  counter_conditions="Background reporting is done by the native shell, not by the H5.",
  source="PR by-driver#423", updated_at="2025-03-26",
  body="""
## Why
`locationMixin` started `setInterval(() => uni.getLocation({ type: 'gcj02' }), 30000)` in `onShow`, cleared it in `onHide`, and posted to `/driver/location`. It was mixed into four pages, so up to four timers ran at once.

## What changed
- `useDriverLocation({ intervalMs: 30000 })`, mounted once in the app root layout.
- Position comes from `BYBridge.getLocation({ coord: 'gcj02' })`; browser geolocation returns WGS84 and prompts for permission inside the WebView.
- Paused while the page is hidden (`usePageVisible`), resumed with an immediate report.

## How to verify
Staging map shows the driver moving every 30 s; only one `/driver/location` call per interval.

## Caveats
Do not convert WGS84 -> GCJ-02 in JS; always ask the bridge for gcj02.
"""),

E("exp-drv-023", project=P, asset_type="mixin", status="verified",
  title="pageLifecycleMixin (onShow / onHide) -> usePageVisible (visibilitychange + BYBridge resume/pause)",
  assets=["pageLifecycleMixin"], branches=["*"],
  applies_to={"react": "^18"},
  conditions="Refreshing data or pausing timers when the by-driver H5 goes to background / comes back.",
  source="PR by-driver#417", updated_at="2025-03-20",
  body="""
## Why
`pageLifecycleMixin` hooked uni `onShow` / `onHide` to refresh the task counters and pause polling. The H5 has no page lifecycle.

## What changed
- `usePageVisible(onChange)` combines `document.visibilitychange` with `BYBridge.on('resume')` / `BYBridge.on('pause')`. The iOS shell does not fire `visibilitychange` when a native page is pushed over the WebView (e.g. face verification), so the bridge events are required.
- Callbacks are kept in a ref so the listener is registered once.

## How to verify
Open 人脸核验 (native) and come back -> counters refresh. Lock the phone -> polling stops.

## Caveats
Both sources can fire for the same transition; the hook deduplicates by state.
"""),

E("exp-drv-024", project=P, asset_type="mixin", status="verified",
  title="waybillStatusMixin computed labels/colours -> @baiyun/waybill-status pure functions",
  assets=["waybillStatusMixin"], branches=["*"],
  applies_to={},
  conditions="Any by-driver component that showed status text/colour or `canSign` from the mixin.",
  source="PR by-driver#402", updated_at="2025-03-10",
  body="""
## Why
`waybillStatusMixin` added computed `statusText`, `statusColor`, `canSign`, `canReport` to every component that had a `waybill` prop.

## What changed
Pure functions from the shared `@baiyun/waybill-status` package: `statusText(code, lang)`, `statusColor(code)`, `canTransition(code, 'SIGN')`. Codes: 10 待揽收, 20 已揽收, 30 干线运输中, 40 派送中, 50 已签收, 60 回单已交回, 70 异常件.

## How to verify
Unit tests of the package; card colours match the Vue app screenshot set.

## Caveats
The mixin treated 70 as signable; the package does not (a 异常件 must be resolved first). Product confirmed the new behaviour.
"""),

E("exp-drv-025", project=P, asset_type="mixin", status="review_required",
  title="offlineQueueMixin: offline 签收 queue from uni storage to IndexedDB (QuotaExceededError in localStorage)",
  assets=["offlineQueueMixin"], branches=MAIN_FEAT,
  applies_to={"react": "^18"},
  conditions="Queueing 签收 / 揽收 submissions while the driver has no signal (tunnels, basement garages).",
  counter_conditions="Do not apply before the POD team agrees on the timestamp semantics of delayed 签收.",
  source="PR by-driver#466 (review)", updated_at="2025-05-12",
  body="""
## Why
The Vue `offlineQueueMixin` stored pending 签收 in `uni.setStorageSync('pod_queue', [...])`, including base64 photos (uni storage allowed ~10 MB). The first H5 port used `localStorage` and threw `QuotaExceededError: Failed to execute 'setItem' on 'Storage': Setting the value of 'pod_queue' exceeded the quota` after 3-4 queued 签收 with photos.

## What changed
- Queue in IndexedDB through `idb-keyval`: `set('pod:' + waybillNo, { payload, photos })` with photos stored as `Blob`, not base64.
- Flush on the `online` event and on `BYBridge.on('network')`; exponential backoff; each item keeps its Idempotency-Key.
- A banner 有 N 条待上传 shows while the queue is not empty.

## How to verify
Airplane mode, sign 5 waybills with photos, re-enable network -> 5 uploads, queue empty.

## Caveats (why review_required)
- iOS WKWebView may evict IndexedDB under storage pressure; not measured.
- Not agreed whether a delayed 签收 carries the capture time or the upload time.
"""),

E("exp-drv-026", project=P, asset_type="filter", status="verified",
  title="过滤器 formatWeight / formatVolume 迁移为纯函数",
  assets=["formatWeight", "formatVolume"], branches=["*"],
  applies_to={"vue": "^2.6"},
  conditions="司机端模板中使用了 `| formatWeight` / `| formatVolume` 的地方。",
  counter_conditions="调度台的金额 `$filters.money` 不适用（见调度台条目）。",
  source="wiki: 司机端迁移手册/过滤器", updated_at="2024-10-15",
  body="""
## 背景
Vue 2 时代在 `main.js` 里全局注册了 `Vue.filter('formatWeight', ...)` 和 `formatVolume`，模板里写 `{{ w.weight | formatWeight }}`。后端重量单位是克（g），显示为 kg 保留两位；体积后端是立方厘米，显示为 m³ 保留三位。

## 做法
React 没有过滤器（Vue 3 也去掉了），改成 `src/utils/format.ts` 里的纯函数：

```ts
export const formatWeight = (g?: number | null) => g == null ? '--' : (g / 1000).toFixed(2) + ' kg'
export const formatVolume = (cm3?: number | null) => cm3 == null ? '--' : (cm3 / 1e6).toFixed(3) + ' m³'
```

JSX 中写 `{formatWeight(w.weight)}`。链式过滤器 `| formatWeight | padLeft` 改为函数嵌套。

## 验证
跑 `format.test.ts`，覆盖 null、0、小数进位。

## 注意
旧过滤器对 0 返回 '--'（历史 bug），新函数返回 '0.00 kg'。干线装载率页面依赖这个差异，已同步修改。
"""),

E("exp-drv-027", project=P, asset_type="filter", status="verified",
  title="过滤器 maskPhone（收件人手机号脱敏）迁移",
  assets=["maskPhone"], branches=["*"],
  applies_to={"vue": "^2.6"},
  conditions="司机端展示收件人/寄件人手机号的地方（签收前只能看到脱敏号码）。",
  counter_conditions="调度台有权限看完整号码，不适用。",
  source="wiki: 司机端迁移手册/过滤器", updated_at="2024-10-15",
  body="""
## 背景
`maskPhone` 过滤器把收件人手机号中间四位替换成 ****。这是隐私合规要求：签收前司机只能看到脱敏号码，拨打走虚拟号。

## 做法
改为 `maskPhone(phone)` 纯函数：`phone.replace(/^([0-9]{3})[0-9]{4}([0-9]{4})$/, '$1****$2')`；固话和带 +86 的号码先用 `normalizePhone` 规范化。拨打按钮调用 `BYBridge.call({ virtual: true, waybillNo })`，不要在前端拼真实号码。

## 验证
运单详情、任务卡片、异常件页面都只显示 138****1234 这种格式。

## 注意
不能在 React 里用 CSS 遮挡真实号码——接口已改为只返回脱敏号，前端函数只是兜底。
"""),

E("exp-drv-028", project=P, asset_type="filter", status="verified",
  title="过滤器 waybillNo（运单号四位分组显示）迁移，复制时用原始值",
  assets=["waybillNo"], branches=["*"],
  applies_to={"vue": "^2.6"},
  conditions="司机端显示和复制运单号的地方。",
  source="wiki: 司机端迁移手册/过滤器", updated_at="2024-10-16",
  body="""
## 背景
`waybillNo` 过滤器把 BY + 12 位数字显示成 `BY 1234 5678 9012`，方便司机电话里报单号。

## 做法
`formatWaybillNo(no)` 纯函数做分组；长按复制时必须复制原始值 `BY123456789012`。壳内 WebView 里 `navigator.clipboard` 不可用，复制走 `BYBridge.setClipboard(raw)`。

## 验证
复制后粘贴到微信，没有空格。

## 注意
不要把分组后的字符串存进 store 或传给接口。
"""),

]
