# -*- coding: utf-8 -*-
"""第三部分：xy-live-h5（主播端 H5）与团队通用条目"""
from entries_a import E, M, V, IV, VX, R, MUI, RTK, TM6, TMR

UV = {"uview-ui": "^2.0"}
AM = {"antd-mobile": ">=5.20 <6"}
Z = {"zustand": ">=4.5 <5"}
RR60 = {"react-router-dom": ">=6.0 <7"}
H5 = "xy-live-h5"

# ---------------------------------------------------------------- xy-live-h5
E("exp-xy-0073", "liveRequest（uni.request 封装）迁移：Promise 化、X-Live-Token 与 LIVE_4011 交给 App 重新登录",
  H5, "plugin", ["liveRequest"], "verified", M(V, R),
  r"""
Vue 版 `liveRequest` 包了 `uni.request({ url, success, fail })`，token 从 `uni.getStorageSync('liveToken')` 取，放在 `X-Live-Token` header。React 版用 fetch 封装：

```ts
export async function liveRequest<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const token = await XyBridge.call<string>('getLiveToken'); // 由主播 App 注入，H5 不自己存
  const res = await fetch(`${LIVE_API}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', 'X-Live-Token': token, ...init.headers },
    body: init.json ? JSON.stringify(init.json) : init.body,
  });
  const body = await res.json();
  if (body.code === 'LIVE_4011') { XyBridge.call('reLogin'); throw new LiveError(body); }
  if (body.code !== 0) throw new LiveError(body);
  return body.data as T;
}
```
- token 过期（LIVE_4011）：H5 **不能**自己刷新，调 App 的 `reLogin`，App 重新登录后会 reload WebView。
- uni.request 默认 `dataType: 'json'` 会自动 parse；fetch 里要自己 `res.json()`，204 要判空。
- 不引入 axios，包体积敏感（主播端弱网）。
""",
  "xy-live-h5（主播端 H5）的接口请求。",
  "在普通浏览器（非主播 App WebView）里调试时 XyBridge 不存在，需要走 mock token，不要把 mock 带上线。",
  "xy-live-h5 PR !270", "2026-02-14")

E("exp-xy-0074", "uni-app 页面生命周期 onLoad(options)/onShow → useSearchParams + visibilitychange",
  H5, "router", ["onLoad", "onShow", "LiveRoomPage"], "verified", M(V, R, RR60),
  r"""
- `onLoad(options)` 拿页面参数 → `useSearchParams()`（H5 下 uni 的页面参数本来就在 URL query 里，链接格式保持不变，App 里的跳转不用改）。
- `onShow`：uni 在页面从后台回到前台、或从下一页返回时触发。React 里拆成两件事：
  1. App 切前后台 → `document.visibilitychange`（主播 App 的 WebView 会正确派发）；
  2. 从下一页返回 → 路由层 location 变化时判断当前页重新可见。
- `onUnload` → useEffect cleanup；`onHide` 里暂停推流预览的逻辑放到 visibilitychange hidden。
- 开播中页面（LiveRoomPage）onShow 时会重新拉房间状态，用 RTK Query 的 refetchOnFocus 不行（WebView 里 focus 事件不可靠），手动 refetch。
""",
  "xy-live-h5 页面生命周期迁移。",
  None,
  "xy-live-h5 PR !274", "2026-02-18")

E("exp-xy-0075", "uni.navigateTo / navigateBack / redirectTo → react-router navigate，返回到 App 原生页用 XyBridge",
  H5, "router", ["uni.navigateTo", "pages.json"], "verified", M(V, R, RR60),
  r"""
- `pages.json` 的页面表 → `routes.tsx`，路径保持 `/pages/live/room` 这种形式，App 里写死的深链不用改。
- `uni.navigateTo({ url })` → `navigate(url)`；`redirectTo` → `navigate(url, { replace: true })`；`reLaunch` → `navigate(url, { replace: true })` 并清掉页面内状态。
- `uni.navigateBack()` 在第一页时 uni 会回到 App 原生页；React 里 `history.length <= 1` 或 `location.key === 'default'` 时调用 `XyBridge.call('closeWebView')`，否则 `navigate(-1)`。
- uni 的页面栈最多 10 层的限制不存在了，但主播端不要出现超过 3 层的跳转（产品要求）。
""",
  "xy-live-h5 页面跳转。",
  None,
  "xy-live-h5 PR !276", "2026-02-20")

E("exp-xy-0076", "rpx → vw：源码 rpx 批量改 px（1:1），postcss-px-to-viewport 按 750 设计稿转换",
  H5, "style", ["rpx", "postcss.config.js"], "verified", M(V, R, AM),
  r"""
uni-app 里 750rpx = 屏幕宽。迁移步骤：
1. codemod 把 `.vue`/`.scss` 里的 `(\d+)rpx` 替换为 `$1px`（数值不变）。
2. postcss-px-to-viewport：`viewportWidth: 750, unitPrecision: 4, minPixelValue: 2`，`exclude: [/node_modules\/antd-mobile/]`——antd-mobile 自己用 CSS 变量和 px，不能被转换，否则组件整体缩小一半。
3. antd-mobile 的尺寸通过 CSS 变量调整（`--adm-font-size-main` 等），不要写 vw。
4. 1px 边框：`minPixelValue: 2` 让 1px 保持 1px。
""",
  "xy-live-h5 竖屏页面（开播设置、直播间、礼物面板等）。",
  "横屏推流页（pages/live/landscape，横屏直播）不适用：vw 基于横屏宽度计算，元素会被放大近一倍，这类页面需要按短边（vmin）单独处理，本条方案未覆盖。",
  "xy-live-h5 PR !279", "2026-02-22")

E("exp-xy-0077", "uView u-popup → antd-mobile Popup：圆角、safe-area 与遮罩点击",
  H5, "component", ["u-popup", "GiftPanel"], "verified", M(UV, R, AM),
  r"""
```tsx
<Popup visible={open} onMaskClick={() => setOpen(false)} position="bottom"
       bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, minHeight: '40vh' }}>
  {children}
  <SafeArea position="bottom" />
</Popup>
```
- u-popup 的 `round` / `safeAreaInsetBottom` 对应 bodyStyle 圆角和 `<SafeArea position="bottom" />`。
- u-popup `mode="center"` 用 antd-mobile `CenterPopup`（5.x 新增），不要用 Modal 模拟。
- `destroyOnClose` 默认 false，和 u-popup 行为一致（内容保留）；礼物面板需要保留滚动位置，保持默认即可。
- 直播间里弹层不要盖住推流预览的关键区域：`getContainer={() => document.getElementById('live-overlay')!}`。
""",
  "xy-live-h5 中的底部/居中弹层。",
  None,
  "xy-live-h5 PR !282", "2026-02-25")

E("exp-xy-0078", "uni.showToast / u-toast → antd-mobile 5 的 Toast.show",
  H5, "plugin", ["u-toast", "uni.showToast"], "verified", M(R, AM),
  r"""
- `uni.showToast({ title, icon: 'success' })` → `Toast.show({ content: title, icon: 'success' })`。
- `uni.showLoading` → `Toast.show({ icon: 'loading', duration: 0, maskClickable: false })`，`uni.hideLoading` → `Toast.clear()`。
- antd-mobile 2.x 的 `Toast.info/success/loading` 在 5.x 已移除，网上很多老教程还在用，别抄。
- 同一时刻只显示一个 Toast（5.x 默认行为），连续调用会顶掉前一个，和 uni 一致。
""",
  "xy-live-h5 轻提示。",
  "antd-mobile 2.x 的 API 不同，不适用。",
  "xy-live-h5 PR !283", "2026-02-25")

E("exp-xy-0079", "复盘：主播端 vuex liveRoom 模块 → zustand useLiveStore（选择器、useShallow、persist 设置）",
  H5, "store", ["liveRoom", "useLiveStore"], "verified", M(VX, R, Z),
  r"""
## 背景
主播端 xy-live-h5 的 vuex `liveRoom` 模块存：房间信息、开播状态、推流地址、连麦列表、礼物连击、本地设置（音量、美颜档位、提词器字号和速度）。页面很多组件都 `mapState('liveRoom', [...])`。迁到 React 时选了 zustand（包小、没有 Provider，适合 H5）。

## 第一版的问题
```ts
const { room, status, coStreams } = useLiveStore((s) => ({ room: s.room, status: s.status, coStreams: s.coStreams }));
```
selector 每次返回新对象，zustand 4 默认用 `Object.is` 比较，导致任何字段变化（包括每秒好几次的礼物连击）整个直播间页面都重渲染，低端安卓机掉帧严重。

## 最终写法
```ts
import { create } from 'zustand';
import { persist, createJSONStorage, subscribeWithSelector } from 'zustand/middleware';
import { useShallow } from 'zustand/react/shallow';

type LiveState = {
  room?: Room; status: 'idle' | 'preview' | 'live' | 'ended';
  coStreams: CoStream[]; combo: Record<string, number>;
  settings: { volume: number; beauty: 0 | 1 | 2 | 3; prompterFontSize: number; prompterSpeed: number };
  setStatus: (s: LiveState['status']) => void;
  patchSettings: (p: Partial<LiveState['settings']>) => void;
};

export const useLiveStore = create<LiveState>()(
  subscribeWithSelector(
    persist(
      (set) => ({
        status: 'idle', coStreams: [], combo: {},
        settings: { volume: 80, beauty: 1, prompterFontSize: 32, prompterSpeed: 1 },
        setStatus: (status) => set({ status }),
        patchSettings: (p) => set((s) => ({ settings: { ...s.settings, ...p } })),
      }),
      {
        name: 'xy-live-settings',
        version: 2,
        storage: createJSONStorage(() => localStorage),
        partialize: (s) => ({ settings: s.settings }), // 只持久化本地设置
        migrate: (old: any, v) => (v < 2 ? { settings: { ...old.settings, prompterSpeed: 1 } } : old),
      },
    ),
  ),
);

// 组件里：多字段一律 useShallow
const { room, status } = useLiveStore(useShallow((s) => ({ room: s.room, status: s.status })));
const volume = useLiveStore((s) => s.settings.volume); // 单个原始值直接选
```

## 要点
- **多字段选择必须 useShallow**；单字段直接选原始值。不要再给 hook 传第二个参数 `shallow`（4.4 起已废弃）。
- **persist 只持久化 settings**：第一版把整个 store 都持久化了，主播重新进直播间时读到上一场的 `status: 'live'` 和旧推流地址，出现“未开播却显示直播中”。`partialize` 只留 settings，并用 `version` + `migrate` 处理字段变化。
- **礼物连击这类高频数据**不要放在会被大组件订阅的字段里：`combo` 单独一个 key，只在 GiftComboLayer 里订阅；或者用 `subscribeWithSelector` 在组件外订阅后直接写 DOM 做动画。
- **组件外读写**：XyBridge 回调（App 推来的推流状态）里用 `useLiveStore.getState().setStatus('live')`，不需要 hook。
- **重置**：下播时 `useLiveStore.setState(initialRoomState)`，保留 settings。
- **调试**：开发环境加 `devtools` 中间件，名字 `liveStore`；线上不加。

## 结果
直播间页面在红米 Note 9 上的平均 FPS 从 38 提到 57；“未开播显示直播中”的问题消失。
""",
  "xy-live-h5 主播端状态管理，zustand 4.5.x。",
  "zustand 5.x 下 create 的类型与默认比较行为有变化（选择器返回新对象会导致无限更新），本文示例未在 5.x 验证；运营后台 xy-cms 用的是 Redux Toolkit，不适用。",
  "复盘 xy-live-h5 wiki/live-store；PR !290、!296", "2026-03-10")

E("exp-xy-0080", "useLiveStore(selector, shallow) 第二参数写法（已废弃）",
  H5, "store", ["useLiveStore"], "deprecated", M(R, {"zustand": "^4.0"}),
  r"""
早期写法：`const { a, b } = useLiveStore((s) => ({ a: s.a, b: s.b }), shallow)`。zustand 4.4 起传 equalityFn 给 create 出来的 hook 会打 deprecation 警告，5.x 直接不支持。统一改为 `useShallow`。本条废弃。
""",
  None, "已废弃，用 useShallow。",
  "xy-live-h5 PR !288", "2026-03-10")

E("exp-xy-0081", "zustand 5 升级检查项（feat/zustand5 spike，未合入）",
  H5, "store", ["useLiveStore"], "candidate", M(R, {"zustand": ">=5 <6"}),
  r"""
spike 记录的检查项：
- [ ] 所有返回对象/数组的 selector 必须包 `useShallow`，否则 5.x 会报 “Maximum update depth exceeded”（5.x 去掉了 hook 的 equalityFn，也不再对新对象容错）。
- [ ] `create` 不再接受 equalityFn；需要自定义比较的改用 `zustand/traditional` 的 `createWithEqualityFn`。
- [ ] persist：5.x 创建 store 时不再自动写入初始状态到 storage，依赖“首次打开就有 xy-live-settings”的代码要改。
- [ ] 默认导出已移除，只能 `import { create } from 'zustand'`。
- [ ] 需要 React 18+ 和 use-sync-external-store 的兼容性验证（低端安卓 WebView）。
""",
  "评估 xy-live-h5 升级 zustand 5 时的检查清单。",
  "未在主播 App WebView 全量验证，不能作为升级方案。",
  "spike feat/zustand5", "2026-09-12")

E("exp-xy-0082", "主播端连麦邀请 CoStreamInvite：LIVE_4290 麦位已满与 LIVE_4012 推流鉴权过期",
  H5, "component", ["CoStreamInvite", "useLiveStore"], "verified", M(UV, R, AM, Z),
  r"""
主播在直播间邀请观众 / 其他主播连麦，CoStreamInvite 是底部弹层（原 u-popup + u-list）。
- 邀请接口 `POST /live/costream/invite` 返回 `LIVE_4290`（连麦人数超限，最多 6 人）：Toast 提示“麦位已满”，并把 `data.current` 写回 `useLiveStore.coStreams`，不要再单独请求麦位列表。
- 连麦中 App 通过 XyBridge 回调 `onPushError({ code: 'LIVE_4012' })`（推流鉴权过期，常见于开播超过 6 小时）：调用 `/live/push/refresh` 拿新的 pushUrl，再 `XyBridge.call('restartPush', { pushUrl })`，**不要 reload 页面**（会把所有连麦嘉宾踢下麦）。
- 对方拒绝 / 超时 30s 自动取消邀请，定时器放在组件内，卸载时清掉。
""",
  "xy-live-h5 主播端连麦邀请与推流错误处理（main、release/2026.10）。",
  "运营后台（xy-cms CoStreamPanel）的上麦管理是运营侧，不适用。",
  "xy-live-h5 PR !318", "2026-07-10")

E("exp-xy-0083", "hotfix：LIVE_4012 推流鉴权过期时临时直接 reload WebView",
  H5, "component", ["LiveRoomPage"], "verified", M(R),
  r"""
2026.10.2 线上事故（长时间直播推流中断）的临时修复：收到 `LIVE_4012` 时 `location.reload()`，App 重新注入 token 和推流地址。代价是连麦嘉宾会被踢下麦。只在 hotfix 分支上存在，正式修复（调用 /live/push/refresh 后 restartPush）已在 main 和 release 分支合入，hotfix 合回后本逻辑会被删除。
""",
  "仅限 hotfix/* 分支上的临时修复。",
  "main、release 分支已有正式方案，不要把 reload 逻辑带过去。",
  "hotfix/2026.10.2-push-auth", "2026-10-14", branches=["hotfix/*"])

E("exp-xy-0084", "口播提词器 ScriptPrompter：rAF + transform 滚动，Wake Lock 防熄屏",
  H5, "component", ["ScriptPrompter"], "verified", M(V, R, Z),
  r"""
口播稿提词器：主播开播时滚动显示运营下发的口播稿。Vue 版用 `setInterval(16)` 改 `scrollTop`，低端机卡顿，且滚动几分钟后手机熄屏（主播双手不碰屏幕）。

```ts
useEffect(() => {
  let raf = 0, last = performance.now(), y = 0;
  const tick = (now: number) => {
    y += ((now - last) / 1000) * speedPx; last = now;
    innerRef.current!.style.transform = `translate3d(0, ${-y}px, 0)`;
    raf = requestAnimationFrame(tick);
  };
  if (playing) raf = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(raf);
}, [playing, speedPx]);
```
- 防熄屏：优先 `navigator.wakeLock.request('screen')`，不支持时（部分安卓 WebView）调 `XyBridge.call('keepScreenOn', true)`；visibilitychange 回到前台要重新申请。
- 字号、速度存在 useLiveStore 的 settings 里（persist）。
""",
  "xy-live-h5 主播端口播提词器。",
  None,
  "xy-live-h5 PR !301", "2026-04-02")

E("exp-xy-0085", "XyBridge（主播 App JSBridge）封装：替代 uni.getSystemInfo / plus.* 调用",
  H5, "plugin", ["XyBridge"], "review_required", M(R),
  r"""
uni-app 打成 H5 后 `plus.*` 和大部分 `uni.getSystemInfo` 字段不可用，原来依赖这些拿设备信息、相机权限的代码要改走主播 App 的 JSBridge。当前封装：`XyBridge.call<T>(method, params?, { timeout = 5000 })` 返回 Promise，底层是 `window.XyNative.postMessage(JSON.stringify({ id, method, params }))` + `window.__xyBridgeCallback(id, result)`。

待复核：App 端 4.8 版本要上 bridge 协议 v2（改为 `window.webkit.messageHandlers.xy` / `XyNativeV2`，回调带 error 字段），老版本 App 还要兼容一段时间；协议细节以 App 组最终文档为准。
""",
  "xy-live-h5 调用主播 App 原生能力（设备信息、相机/麦克风权限、常亮、关闭 WebView）。",
  "在普通浏览器里没有 bridge；bridge v2 上线后本条的调用细节不成立。",
  "xy-live-h5 PR !266（待复核）", "2026-08-28")

E("exp-xy-0086", "礼物面板 GiftPanel：u-swiper 分页 → antd-mobile Swiper + 自定义指示器",
  H5, "component", ["GiftPanel", "u-swiper"], "verified", M(UV, R, AM),
  r"""
礼物面板每页 8 个礼物（2 行 × 4），多页左右滑。
- `Swiper` + `Swiper.Item`，`indicator={(total, current) => <GiftDots total={total} current={current} />}`，默认指示器颜色在深色背景下看不见。
- 礼物图标是 APNG / webp 动图，只有当前页 ±1 页渲染动图，其他页渲染静态首帧，低端机内存占用下降明显。
- 选中礼物状态提升到 GiftPanel，切页不清空（u-swiper 版切页会清空，产品认为是 bug）。
""",
  "xy-live-h5 礼物面板。",
  None,
  "xy-live-h5 PR !305", "2026-04-10")

E("exp-xy-0087", "带货商品卡 ProductCardPopup：“讲解中”状态与商品卡弹出（release/2026.10 专用）",
  H5, "component", ["ProductCardPopup"], "verified", M(UV, R, AM, Z),
  r"""
release/2026.10 为双十一带货专项做的商品卡：主播点“开始讲解”调 `/live/product/{id}/explain`，全场观众端弹出商品卡；主播端本地显示“讲解中”角标。实现：讲解状态放 `useLiveStore.explainingId`，App 推流画面上的角标由 XyBridge `setOverlay` 绘制。

只在 release/2026.10（及其 hotfix）上成立：main 上商品模块已整体改成新的“小黄车”方案（ShopCartDrawer），讲解状态由服务端推送，不要把这套逻辑合回 main。
""",
  "xy-live-h5 release/2026.10 及 hotfix/2026.10.* 分支的带货商品卡。",
  "main 分支已改为小黄车方案，不适用。",
  "xy-live-h5 PR !330（release/2026.10）", "2026-09-20", branches=["release/2026.10", "hotfix/2026.10.*"])

E("exp-xy-0088", "uni-app 条件编译（#ifdef H5 / #ifdef APP-PLUS）的清理",
  H5, "build", ["#ifdef"], "verified", M(V, R),
  r"""
主播端只发 H5（嵌在 App WebView 里），迁移时：
- `// #ifdef H5 ... // #endif` 包着的代码保留，`#ifdef APP-PLUS` / `MP-WEIXIN` 分支直接删除（先 grep 确认没有运行时依赖）。
- 真正需要区分“App 内 / 普通浏览器调试”的，用 `import.meta.env.VITE_IN_APP` + 运行时 `!!window.XyNative` 判断，不要再发明注释语法。
- uni 的 `process.env.NODE_ENV` 判断照常可用（Vite define）。
""",
  "xy-live-h5 迁移时清理条件编译。",
  None,
  "xy-live-h5 PR !268", "2026-02-10")

E("exp-xy-0089", "onPullDownRefresh / onReachBottom（u-list）→ antd-mobile PullToRefresh + InfiniteScroll",
  H5, "component", ["u-list", "onPullDownRefresh"], "verified", M(UV, R, AM),
  r"""
- `pages.json` 里的 `enablePullDownRefresh` + `onPullDownRefresh` → `<PullToRefresh onRefresh={async () => { await refetch(); }}>`，onRefresh 必须返回 Promise，否则刷新动画不会结束（对应原来的 `uni.stopPullDownRefresh()`）。
- `onReachBottom` → `<InfiniteScroll loadMore={loadMore} hasMore={hasMore} />`，loadMore 也必须返回 Promise，并且请求失败时要 throw，否则 hasMore 为 true 会无限触发。
- 文案：`renderText` 统一“下拉刷新 / 释放刷新 / 刷新中…”。
""",
  "xy-live-h5 列表页（我的直播记录、粉丝列表、收益明细）。",
  None,
  "xy-live-h5 PR !308", "2026-04-15")

E("exp-xy-0090", "主播端评论/公告输入框被软键盘遮挡：visualViewport 计算偏移",
  H5, "component", ["CommentInputBar", "LiveRoomPage"], "verified", M(R, AM),
  r"""
直播间底部输入条在 iOS WebView 里弹键盘时被遮挡（uni-app 的 `adjustPosition` 在纯 H5 下无效）。
```ts
useEffect(() => {
  const vv = window.visualViewport; if (!vv) return;
  const onResize = () => setOffset(Math.max(0, window.innerHeight - vv.height - vv.offsetTop));
  vv.addEventListener('resize', onResize); vv.addEventListener('scroll', onResize);
  return () => { vv.removeEventListener('resize', onResize); vv.removeEventListener('scroll', onResize); };
}, []);
// <div style={{ transform: `translateY(${-offset}px)` }}>
```
安卓 WebView 大多会自动 resize，`offset` 为 0，无副作用。输入框用 antd-mobile `Input`，不要用 TextArea 的 autoSize（iOS 上会抖）。
""",
  "xy-live-h5 中固定在底部的输入条。",
  None,
  "xy-live-h5 PR !312", "2026-05-06")

E("exp-xy-0091", "uView u-form 校验规则 → antd-mobile Form rules：触发时机与异步校验",
  H5, "component", ["u-form", "LiveSetupForm"], "verified", M(UV, R, AM),
  r"""
开播设置表单（LiveSetupForm：标题、封面、分类、预告时间）原来是 u-form + `rules`，`this.$refs.form.validate()`。
- 规则基本能照搬：`{ required: true, message: '请填写直播标题' }`、`{ max: 30 }`；uView 的 `trigger: ['blur', 'change']` → antd-mobile `Form.Item validateTrigger={['onBlur', 'onChange']}`，默认只有 onChange。
- uView 的 `validator(rule, value, callback)` 回调式 → antd-mobile（rc-field-form）的 `validator: async (_, v) => { if (bad) throw new Error('...'); }`。
- 标题敏感词校验是异步请求：放在提交时 `form.validateFields()` 之后单独调接口，不要放进 rules（每输入一个字请求一次）。
- `$refs.form.validate()` → `const form = Form.useForm()[0]; await form.validateFields()`。
""",
  "xy-live-h5 中使用 u-form 的表单（开播设置、直播预告）。",
  None,
  "xy-live-h5 PR !314", "2026-05-12")

# ---------------------------------------------------------------- 团队通用
E("exp-xy-0092", "React 18 StrictMode 下 effect 执行两次：ws、编辑锁、播放器、埋点的检查清单",
  "*", "other", ["lockHeartbeat", "wsMixin", "XyPlayer"], "verified", M(R),
  r"""
开发环境 StrictMode 会 mount → unmount → mount。组里踩过的：
- websocket 连两次：连接必须在 cleanup 里 close，或者连接对象放在 effect 外（Provider + 幂等 connect）。
- 编辑锁被第一次 cleanup 释放：锁请求带 lockToken（见 CMS_4032 条目）。
- hls.js 建了两个实例：cleanup 里 destroy。
- 曝光埋点 / PV 报两次：上报去重放在上报层，不要靠“effect 只跑一次”。
- 定时器：cleanup 里清掉，别用 `useRef(false)` 的“首次标记”去绕过 StrictMode，线上 Fast Refresh / Suspense 重挂载时照样出问题。
原则：effect 必须能“执行 → 清理 → 再执行”而结果一致；不要关掉 StrictMode。
""",
  "React 18 的所有项目（xy-cms、xy-live-h5）。",
  None,
  "wiki/fe/strictmode-checklist", "2026-03-01")

E("exp-xy-0093", "自定义组件 v-model（value + input / model 选项）→ React 受控 value + onChange 命名约定",
  "*", "component", ["v-model"], "verified", M(V, R),
  r"""
- Vue 2 自定义组件 `v-model` 默认是 `value` prop + `input` 事件，`model: { prop: 'checked', event: 'change' }` 可改名。React 统一 `value` + `onChange(next)`，onChange 直接传值而不是事件对象（和 MUI 原生组件区分：组内组件都传值）。
- `.sync` 修饰符（`:visible.sync`）→ `open` + `onOpenChange(next)`。
- 同时支持受控 / 非受控的组件用 MUI 的 `useControlled`，不要自己写两套。
""",
  "Vue 2 组件迁 React 时的双向绑定接口设计。",
  None,
  "wiki/fe/组件接口约定", "2026-01-05")

E("exp-xy-0094", "父组件通过 $refs 调用子组件方法 → forwardRef + useImperativeHandle（React 18）",
  "*", "component", ["$refs"], "verified", M(V, R),
  r"""
`this.$refs.editor.insertImage(url)`、`this.$refs.form.validate()` 这类调用迁移：

```tsx
export type ClipperHandle = { seek: (t: number) => void; markIn: () => void };
export const VideoClipper = forwardRef<ClipperHandle, Props>(function VideoClipper(props, ref) {
  useImperativeHandle(ref, () => ({ seek: (t) => { videoRef.current!.currentTime = t; }, markIn }), [markIn]);
  ...
});
const clipper = useRef<ClipperHandle>(null);
clipper.current?.seek(12.5);
```
- 只暴露命令式方法（seek、focus、insertImage），数据一律走 props，别用 ref 读子组件 state。
- 能用 props 表达的（打开 / 关闭、当前值）不要用 imperative handle。
""",
  "React 18 项目中需要父组件命令式调用子组件（编辑器、播放器、表单）。",
  "React 19 起 ref 可以作为普通 prop 传入函数组件，forwardRef 不再必要（未来会被废弃），本条写法在 19 上可用但不是推荐方式。",
  "wiki/fe/组件接口约定", "2026-01-05")

E("exp-xy-0095", "slot / scoped-slot → children 与 render props",
  "*", "component", ["slot", "scoped-slot"], "verified", M(V, R),
  r"""
- 默认 slot → `children`；具名 slot（`<template #header>`）→ `header` prop（ReactNode）。
- scoped-slot（`<template #cell="{ row }">`）→ render prop：`renderCell={(row) => ...}`，命名统一 `renderXxx`。
- iView 组件的 slot 用法（`<Poptip><div slot="content">`）→ MUI 对应 prop（`Popover` 的 children / `Tooltip` 的 title）。
- `$slots.default` 判空 → `React.Children.count(children) > 0`，但更推荐显式 prop。
""",
  "Vue 2 组件的插槽迁移。",
  None,
  "wiki/fe/组件接口约定", "2026-01-05")

E("exp-xy-0096", "this.$nextTick 的几种用法分别怎么迁：useLayoutEffect / flushSync / 回调 ref",
  "*", "other", ["$nextTick"], "verified", M(V, R),
  r"""
- “数据改了等 DOM 更新后测量”（例如切条时间轴宽度）→ `useLayoutEffect` 依赖该数据。
- “改完状态立刻 focus 新出现的输入框” → 回调 ref（`ref={(el) => el?.focus()}`）或 `autoFocus`，不要 setTimeout。
- “必须同步拿到更新后的 DOM 再继续”（极少，例如打印前展开所有折叠）→ `flushSync(() => setExpanded(true))`，会打断批处理，慎用。
- `setTimeout(0)` 代替 nextTick 的老代码全部清掉，React 18 自动批处理下时序不可靠。
""",
  "迁移 $nextTick 相关逻辑。",
  None,
  "wiki/fe/生命周期对照", "2026-01-06")

E("exp-xy-0097", "React 19 下 ref 作为普通 prop：forwardRef 迁移检查项（spike）",
  "*", "component", ["$refs"], "candidate", {"react": ">=19 <20"},
  r"""
feat/react19-spike 上的记录：
- [ ] 函数组件可以直接 `function VideoClipper({ ref, ...props })`，不再需要 forwardRef；forwardRef 暂时还能用，后续版本会废弃。
- [ ] `useImperativeHandle` 用法不变。
- [ ] MUI 5 在 React 19 下的 peerDependency 警告和 `element.ref` 访问警告需要确认（MUI 5.16+ 才部分修复）。
- [ ] 回调 ref 可以返回 cleanup 函数，写了返回值的老代码（返回非函数）会报类型错误。
""",
  "评估 React 19 升级时作为检查清单。",
  "spike 未完成，不要据此改主干代码。",
  "spike feat/react19-spike", "2026-09-18")

E("exp-xy-0098", "vue-i18n 8（海外版 $t）→ react-i18next",
  "xy-cms", "i18n", ["vue-i18n", "$t"], "review_required", M(R),
  r"""
xy-cms 的海外版入口（港澳台记者站）用 vue-i18n 8，`$t('audit.pass')`，语言包在 `src/locales/{zh-CN,zh-HK,en}.json`。当前方案：react-i18next + i18next-http-backend 按需加载，key 保持不变，`$t` → `t`，`$tc` 复数 → `t(key, { count })`（复数规则 key 需要加 `_one`/`_other` 后缀）。

待复核：产品在讨论海外版是否单独拆成子应用，如果拆分，语言包加载方式会变；另外 zh-HK 繁体转换现在是构建期脚本，是否改成 OpenCC 运行时转换未定。
""",
  "xy-cms 海外版入口的国际化迁移。",
  "国内版页面没有 i18n，不需要引入 react-i18next。",
  "PR !1345（待复核）", "2026-08-20")

E("exp-xy-0099", "三校校对批注（tinymce 批注/修订）React 化检查项（调研中）",
  "xy-cms", "plugin", ["ArticleEditor", "proofreadPlugin"], "candidate", M(R, TM6, TMR),
  r"""
三校（P1/P2/P3）校对员在 ArticleEditor 里做批注和修订，Vue 版是自研 `proofreadPlugin`（基于 `<ins>/<del>` + data-user），检查项：
- [ ] tinymce 官方 Comments / Revision History 是商业插件，不能直接用。
- [ ] 自研插件迁移时批注数据存在正文外（`proofreadMarks` 接口），正文只存锚点 id，避免污染正文。
- [ ] 修订模式下禁用自动保存的 debounce 覆盖（和 useDraftAutosave 的关系待定）。
- [ ] 校对员权限 `audit:proofread` 只能批注不能直接改正文，需要编辑器只读 + 批注层可写。
""",
  "评估三校批注功能迁移时的检查清单。",
  "方案未定，不可作为实现方案。",
  "issue #503", "2026-08-05")

E("exp-xy-0100", "ArticleEditor 不迁移，用 vuereact-combined 的 applyVueInReact 直接在 React 页面里复用（已废弃）",
  "xy-cms", "component", ["ArticleEditor", "vuereact-combined"], "deprecated", M(V, {"vuereact-combined": "^1.2"}, R),
  r"""
曾经的“偷懒方案”：React 版稿件编辑页里用 `applyVueInReact(ArticleEditorVue)` 直接嵌老的 tinymce-vue 编辑器。问题：tinymce iframe 在 React 重渲染时被 vuereact-combined 重建，撤销栈丢失；每次切换稿件泄漏一个 tinymce 实例，编辑长时间不关页面时内存涨到 2GB+。2026-04 起编辑器已原生迁移到 tinymce-react，本方案废弃。
""",
  None, "已废弃：不要在 React 页面里嵌 Vue 版 ArticleEditor。",
  "PR !1099（已回滚）", "2026-04-18")

E("exp-xy-0101", "XyTable 列固定改用 MUI X DataGrid Pro（已废弃）",
  "xy-cms", "component", ["XyTable"], "deprecated", M(R, MUI),
  r"""
曾计划用 DataGrid Pro 的 column pinning 替代 XyTable 的左右列固定。采购未通过（license 按开发者数计费），方案废弃，改为 MUI Table + sticky 自封装。
""",
  None, "已废弃：没有 Pro license。",
  "评审记录 2026-01-10", "2026-01-15")

E("exp-xy-0102", "Note: computed → useMemo, but only when it is actually expensive",
  "*", "other", ["computed"], "verified", M(V, R),
  r"""
Vue `computed` is cached and dependency-tracked for free, so the Vue code base has hundreds of trivial computeds (`fullTitle`, `isDraft`). Translating every one of them to `useMemo` adds noise and dependency-array bugs.

Rules we settled on:
- Plain derivations (string concat, boolean checks, small array lookups) are computed inline during render.
- `useMemo` only for: filtering/sorting lists over ~500 items, building objects passed to memoized children or to `init` props (TinyMCE), and selector factories.
- A computed with a setter (`get/set`) becomes a value + handler pair, not a memo.
- Never put side effects in `useMemo` (a few Vue computeds called `this.$track`; move those to event handlers).
""",
  "Any Vue 2 → React 18 migration in the team.",
  None,
  "team note, frontend weekly 2026-01-07", "2026-01-07")
