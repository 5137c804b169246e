#!/usr/bin/env python3
"""Generate the Huaxia Tickets holdout library deterministically.

    python3 gen.py            # writes experiences.jsonl and queries.jsonl next to this file

All content lives below as Python data; the output is a pure function of it
(no randomness, no clock), so re-running gives byte-identical files.
Formats: /work/shared/spec/formats.md  §1 (experience entries) and §3 (eval queries).
"""
import json
import os
from textwrap import dedent

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# branch sets and stacks
# ---------------------------------------------------------------------------
H5 = "tickets-h5"
ADMIN = "tickets-admin"
TEAM = "*"

MAINLINE = ["main", "develop", "feat/*"]     # React 18 mainline of both projects
WECHAT = ["release/wechat"]                  # tickets-h5: React 17 + antd-mobile 2
ANTD4 = ["hotfix/antd4"]                     # tickets-admin: antd 4
ANY = ["*"]

H5_MAIN = {
    "vue": "3.3.13", "pinia": "2.1.7", "uview-plus": "3.1.45",
    "react": "18.2.0", "react-dom": "18.2.0", "antd-mobile": "5.34.0",
    "zustand": "4.5.2", "@tanstack/react-query": "5.28.4", "qrcode.react": "3.1.0",
}
H5_WECHAT = {
    "vue": "3.3.13", "pinia": "2.1.7", "uview-plus": "3.1.45",
    "react": "17.0.2", "react-dom": "17.0.2", "antd-mobile": "2.3.4",
    "zustand": "4.5.2", "react-query": "3.39.3", "qrcode.react": "3.1.0",
}
H5_Z5 = dict(H5_MAIN, **{"react": "18.3.1", "react-dom": "18.3.1", "zustand": "5.0.1"})

ADMIN_MAIN = {
    "vue": "2.7.16", "ant-design-vue": "1.7.8", "vuex": "3.6.2", "vue-router": "3.6.5",
    "react": "18.2.0", "react-dom": "18.2.0", "antd": "5.16.2",
    "@reduxjs/toolkit": "2.2.3", "react-redux": "9.1.0", "react-router-dom": "6.22.3",
    "dayjs": "1.11.10",
}
ADMIN_ANTD4 = {
    "vue": "2.7.16", "ant-design-vue": "1.7.8", "vuex": "3.6.2", "vue-router": "3.6.5",
    "react": "18.2.0", "react-dom": "18.2.0", "antd": "4.24.15",
    "@reduxjs/toolkit": "1.9.7", "react-redux": "8.1.3", "react-router-dom": "6.8.1",
    "moment": "2.29.4",
}
# a feature branch cut before the antd 5.9 upgrade
ADMIN_REPORT = dict(ADMIN_MAIN, antd="5.8.6")

SCANNER = {"react": "18.2.0", "react-dom": "18.2.0", "antd-mobile": "5.34.0", "zustand": "4.5.2"}

CTX = {
    "h5":       ("tickets-h5", "main", H5_MAIN),
    "h5feat":   ("tickets-h5", "feat/seatmap-react", H5_MAIN),
    "h5wx":     ("tickets-h5", "release/wechat", H5_WECHAT),
    "h5z5":     ("tickets-h5", "feat/zustand5", H5_Z5),
    "ad":       ("tickets-admin", "main", ADMIN_MAIN),
    "adfeat":   ("tickets-admin", "feat/event-table-react", ADMIN_MAIN),
    "ad4":      ("tickets-admin", "hotfix/antd4", ADMIN_ANTD4),
    "adreport": ("tickets-admin", "feat/report-center", ADMIN_REPORT),
    "scan":     ("tickets-scanner", "main", SCANNER),
}

ENTRIES = []


def E(n, title, body, project, asset_type, status, assets=None, branches=None,
      applies_to=None, conditions=None, counter=None, source=None, updated=None):
    e = {
        "id": "exp-htk-%04d" % n,
        "title": title,
        "body": dedent(body).strip(),
        "project": project,
        "branches": list(branches or ANY),
        "applies_to": dict(applies_to or {}),
        "asset_type": asset_type,
        "assets": list(assets or []),
        "status": status,
    }
    if conditions:
        e["conditions"] = conditions
    if counter:
        e["counter_conditions"] = counter
    if source:
        e["source"] = source
    if updated:
        e["updated_at"] = updated
    ENTRIES.append(e)


# ===========================================================================
# Seat map (tickets-h5)
# ===========================================================================
E(1, "SeatMapCanvas 渲染层迁移：uni.createCanvasContext 换成原生 2D context，按 devicePixelRatio 放大画布",
  """
  PR #1398。旧版 SeatMapCanvas 用 uni.createCanvasContext('seatMap', this) 画座位，React 版直接拿 ref 上的
  HTMLCanvasElement：const ctx = canvasRef.current.getContext('2d')。

  画布必须在 useLayoutEffect 里按 window.devicePixelRatio 设置 width/height（物理像素），再用 style 把宽高设回
  CSS 像素，然后 ctx.scale(dpr, dpr)，否则在 3 倍屏上座位编号发糊。dpr 变化（外接屏、浏览器缩放）用
  matchMedia(`(resolution: ${dpr}dppx)`) 监听后重新设置。

  绘制放在 requestAnimationFrame 里合帧，一次选座变化只重画脏区（按 section 分块的离屏 canvas 缓存）。
  注意：uni 的 draw(true) "保留上次绘制" 的语义在原生 canvas 里没有，要自己 clearRect。
  我们试过 react-konva，低端安卓掉帧严重，已放弃（exp-htk-0006，已废弃），不要再走那条路。
  """,
  H5, "component", "verified", ["SeatMapCanvas"], ANY, {"react": ">=17"},
  conditions="tickets-h5 的 SeatMapCanvas（在线选座大图），React 17 及以上；座位数 5k–40k。",
  counter="不适用于 SeatMapThumb（缩略图是 SVG，不走 canvas）；不适用于小程序原生 <canvas type=\"2d\"> 组件（节点获取方式不同）。",
  source="PR #1398 (tickets-h5)", updated="2024-06-18")

E(2, "SeatMapCanvas 选座状态：useSeatStore.subscribe + subscribeWithSelector，避免整图 re-render",
  """
  Pinia 版 useSeatStore 里 selectedSeatIds 是 reactive Set，组件 watch 后重绘。迁到 zustand 后如果在 SeatMapCanvas
  里写 const selected = useSeatStore(s => s.selectedSeatIds)，每点一个座位整个组件 re-render，4 万座的场馆直接卡 200ms+。

  做法：store 用 subscribeWithSelector 中间件包一层；SeatMapCanvas 在 useEffect 里
  useSeatStore.subscribe(s => s.selectedSeatIds, (next, prev) => redrawDiff(prev, next))，返回的 unsubscribe 在 cleanup 里调用。
  React 只负责挂载 canvas，选座变化走命令式重绘。selectedSeatIds 必须不可变更新（new Set(prev)），否则 subscribe 的比较拿不到差异。

  价格汇总、已选座位列表这种要渲染成 DOM 的 UI 仍然用普通 selector。
  """,
  H5, "store", "verified", ["useSeatStore", "SeatMapCanvas"], ANY, {"zustand": ">=4.0"},
  conditions="zustand 4.x 及以上；状态变化只驱动 canvas 重绘的场景。",
  counter="要渲染成 DOM 的状态（已选座位列表、总价）不要用 subscribe 旁路；锁座 TTL 逻辑不在这里处理。",
  source="PR #1401 (tickets-h5)", updated="2024-06-20")

E(3, "座位图拖动时整页跟着滚：React 的 onTouchMove 是 passive，preventDefault 无效",
  """
  uni-app 里 <canvas @touchmove.stop.prevent> 就能挡住页面滚动。React 17 起事件委托挂在 root 容器上，
  touchstart/touchmove/wheel 默认 passive，在 onTouchMove 里 e.preventDefault() 会报
  "Unable to preventDefault inside passive event listener invocation" 并且不生效，表现为拖动/双指缩放 SeatMapCanvas 时页面在滚。

  做法：useEffect 里 canvasRef.current.addEventListener('touchmove', onMove, { passive: false })，cleanup 里 removeEventListener；
  同时给容器加 CSS touch-action: none。iOS Safari 上还要阻止 gesturestart，防止系统级页面缩放。
  """,
  H5, "component", "verified", ["SeatMapCanvas"], ANY, {"react": ">=17"},
  conditions="React 17+；画布/地图类组件需要自己接管手势。",
  counter="普通列表不要加 touch-action: none，会把整页滚动禁掉。",
  source="PR #1405 (tickets-h5)", updated="2024-06-21")

E(4, "SeatMapThumb 缩略图：SVG 直出，点击分区用 data-section 事件委托",
  """
  SeatMapThumb 是选座页左上角的场馆缩略图（只画分区，不画单个座位），和 SeatMapCanvas 名字像但完全是两回事。
  Vue 版是 <svg v-html="venueSvg">；React 版把后端给的分区 path 数据渲染成 <path data-section={id} />，
  在 <svg onClick> 上做事件委托：const id = (e.target as Element).closest('[data-section]')?.getAttribute('data-section')，
  然后 useSeatStore.getState().focusSection(id) 让大图跳到该分区。
  不需要任何坐标换算，viewBox 缩放由浏览器处理。当前视口框用 useSeatStore 的 viewport selector 画一个 <rect>。
  """,
  H5, "component", "verified", ["SeatMapThumb"], MAINLINE, {"react": ">=18"},
  conditions="tickets-h5 主线（React 18）的 SeatMapThumb。",
  counter="不适用于 SeatMapCanvas（大图是 canvas，要自己做命中检测，见 exp-htk-0005）；release/wechat 分支的缩略图仍是 Vue 版，未迁移。",
  source="PR #1410 (tickets-h5)", updated="2024-06-25")

E(5, "SeatMapCanvas 点击命中：clientX/Y 换算到画布坐标 + rbush 空间索引",
  """
  uni 的 @tap 事件给的是 e.detail.x / e.detail.y（相对页面），React 里用 e.clientX - rect.left，rect 取 canvas.getBoundingClientRect()。
  容器有 CSS transform: scale（双指缩放）时 rect 已经是缩放后的尺寸，要再除以当前 scale 并减去平移量：
  x = (clientX - rect.left) / scale - panX，y 同理。

  座位多时不要线性遍历，加载场馆数据后按 section 建 rbush 索引，命中半径取座位直径 0.6 倍。
  命中已锁座位时提示 SEAT_LOCKED（"该座位已被锁定"），不进入选中。
  """,
  H5, "component", "verified", ["SeatMapCanvas"], ANY, {},
  conditions="canvas 绘制的座位图，tickets-h5 所有分支。",
  counter="不适用于 SeatMapThumb：缩略图是 SVG，直接用元素事件（data-section 委托），不要做坐标换算。",
  source="PR #1407 (tickets-h5)", updated="2024-06-22")

E(6, "[已废弃] SeatMapCanvas 用 react-konva 重写，每个座位一个 Konva 节点",
  """
  早期方案：用 react-konva 的 <Stage><Layer><Circle/></Layer></Stage>，每个座位一个节点。
  2 万座以上的体育场在红米 Note 系列上首屏 4s、拖动 15fps，Konva 自己的事件系统还和页面滚动冲突。
  2024-05 评审后废弃，改回原生 canvas 方案（exp-htk-0001）。
  """,
  H5, "component", "deprecated", ["SeatMapCanvas"], MAINLINE, {"react": ">=18"},
  counter="任何场景都不要再用；只保留作记录。",
  source="RFC-SEAT-02 (已关闭)", updated="2024-05-20")

E(7, "SeatMapCanvas 迁移全记录（PR #1423）：渲染、状态、手势、性能数据、灰度与回滚",
  """
  ## 背景
  选座页是 tickets-h5 流量最大的页面之一，Vue 版 SeatMapCanvas 基于 uni canvas，低端安卓拖动掉帧明显，
  大型体育场（3 万座以上）首屏要 2 秒多。本 PR 把 SeatMapCanvas 整体迁到 React 18。
  评估过 react-konva（每座一个节点），性能不达标，已放弃；最终方案是原生 canvas + 命令式绘制。

  ## 1. 渲染层
  - 原生 HTMLCanvasElement，useLayoutEffect 里按 devicePixelRatio 设置物理像素宽高，ctx.scale(dpr, dpr)，解决 3 倍屏发糊。
  - 按 section 生成离屏 canvas 缓存，选座变化只重画脏区，requestAnimationFrame 合帧。
  - 不再有 uni 的 draw(true) 语义，每帧自己 clearRect。

  ## 2. 状态层
  - Pinia useSeatStore 迁到 zustand，使用 subscribeWithSelector 中间件。
  - SeatMapCanvas 不通过 selector 订阅 selectedSeatIds，而是 useSeatStore.subscribe(selector, listener) 做命令式重绘，
    避免整个组件 re-render；总价、已选列表等 DOM 部分才用普通 selector。
  - selectedSeatIds 用不可变 Set 更新。

  ## 3. 手势
  - touchmove 用原生 addEventListener(..., { passive: false })，React 的 onTouchMove 是 passive，preventDefault 无效，
    会出现"拖座位图整页跟着滚"。容器加 touch-action: none。
  - 双指缩放范围 0.5–4，松手后惯性滚动 300ms，缩放以双指中点为原点。

  ## 4. 命中检测
  - clientX/Y → 画布坐标时除以当前 scale 再减平移量；rbush 索引，命中半径为座位直径 0.6 倍。

  ## 5. 性能数据
  测试场馆：黄龙体育中心（32,614 座）。
  - 红米 Note 9 Pro：Vue 版拖动 38fps → React 版 56fps；首屏（场馆数据到首帧）2.1s → 1.3s。
  - iPhone 12：两版都稳定 60fps，首屏 0.9s → 0.7s。
  - 内存：离屏缓存多占约 12MB，低于 2GB 内存的机型关闭离屏缓存（navigator.deviceMemory <= 2）。

  ## 6. 灰度与回滚
  - 配置中心（Apollo）开关 seatmap.react.enabled，支持按 eventId 白名单 + 用户尾号百分比。
  - 灰度节奏：5% → 30% → 100%，2024-07 全量。
  - 回滚：关闭开关即可，路由回到 Vue 版页面 /pages/seat/legacy，保留到 2024-10。

  ## 7. 已知问题
  - iOS 15 Safari 单个 canvas 面积上限约 16.7M 像素，dpr=3 时超大场馆需要分块 canvas。
  - 读屏无障碍：canvas 内座位无法被读屏，另出一个"列表选座"入口。
  - 部分华为机型 WebView 在缩放到 4 倍时文字抗锯齿异常，缩放上限对这些机型降为 3。
  - 座位状态推送（别人刚锁的座）目前靠进入页面和每 15 秒拉一次 /seat/status，尚未做实时推送。

  ## 8. 测试与验收
  - 单元测试：坐标换算、命中检测、脏区计算用 Vitest 覆盖；canvas 绘制用 jest-canvas-mock 断言调用序列，不做像素对比。
  - 真机验收清单：红米 Note 9 Pro、荣耀 X30、iPhone 8、iPhone 12、iPad（横屏）；每台机器分别验证拖动、缩放、选座、取消选座、切后台回来。
  - 性能验收门槛：低端机拖动 ≥ 50fps，首屏 ≤ 1.5s（3 万座场馆），选座点击到高亮 ≤ 50ms。
  - 埋点：seatmap_first_frame_ms、seatmap_fps_p50、seatmap_select_latency_ms，上报到同一看板，按 React / Vue 两个版本对比。
  """,
  H5, "component", "verified", ["SeatMapCanvas", "useSeatStore"], MAINLINE,
  {"react": ">=18", "zustand": ">=4.0"},
  conditions="tickets-h5 主线，React 18 + zustand 4/5。",
  counter="release/wechat（React 17）仍是 Vue 版选座页；不适用于 SeatMapThumb。",
  source="PR #1423 (tickets-h5), Confluence 前端迁移/座位图", updated="2024-07-30")

# ===========================================================================
# Flash sale / queue / countdown (tickets-h5)
# ===========================================================================
E(8, "FlashSaleCountdown 开售倒计时：用服务端时间偏移校准，每次 tick 重新计算，不做 remain--",
  """
  旧版 FlashSaleCountdown 在 onShow 里 setInterval 每秒 remain--，切后台/锁屏后 interval 被节流，回来就和服务器差几秒甚至几十秒
  （用户投诉"显示还有 3 秒，实际已经开抢了"）。

  React 版：进入页面调 /api/time 拿 serverNow，offset = serverNow - Date.now() - rtt / 2，存在 useClockStore；
  useCountdown(targetTs) 每次 tick 用 targetTs - (Date.now() + offset) 重新算剩余时间，不累减。
  visibilitychange 回到 visible 时重新拉一次 /api/time 校准。tick 用 setTimeout 对齐到整秒边界（1000 - now % 1000），显示不会跳秒。
  """,
  H5, "component", "verified", ["FlashSaleCountdown", "useCountdown", "useClockStore"], ANY, {"react": ">=17"},
  conditions="所有依赖服务端时刻的倒计时：开售倒计时、排队预计时间。",
  counter="纯展示的相对时长（例如\"演出时长 120 分钟\"）不需要校准；支付单剩余时间以支付单 expire_at 为准，不要复用开售 targetTs。",
  source="PR #1290 (tickets-h5)", updated="2024-04-11")

E(9, "QueuePage 排队轮询：TanStack Query 5 的 refetchInterval 回调参数是 query，不是 data",
  """
  Pinia 里 useQueueStore.poll() 是 setTimeout 递归，组件卸载忘了 clear，离开页面还在轮询。
  迁到 TanStack Query 5：
  useQuery({ queryKey: ['queue', eventId], queryFn: fetchQueueStatus,
             refetchInterval: (query) => query.state.data?.status === 'ADMITTED' ? false : (query.state.data?.nextPollMs ?? 2000) })

  v5 的回调签名是 (query) => number | false，v4 是 (data, query)。照搬 v4 写法时第一个参数其实是 Query 对象，
  data.status 永远 undefined，轮询停不下来。
  ADMITTED 后在 useEffect 里跳转下单页，并 queryClient.removeQueries({ queryKey: ['queue', eventId] })。
  refetchIntervalInBackground 保持 false，切后台不轮询；回前台 refetchOnWindowFocus 会立即拉一次。
  """,
  H5, "store", "verified", ["QueuePage", "useQueueStore"], MAINLINE, {"@tanstack/react-query": "^5"},
  conditions="@tanstack/react-query 5.x，tickets-h5 主线分支。",
  counter="release/wechat 分支用的是 react-query 3，签名不同，见 exp-htk-0010。",
  source="PR #1302 (tickets-h5)", updated="2024-04-18")

E(10, "release/wechat 上 QueuePage 轮询：react-query 3 的 refetchInterval(data) 写法",
  """
  release/wechat 还在 React 17 + react-query 3.39，用不了 TanStack Query 5。写法：
  useQuery(['queue', eventId], fetchQueueStatus, { refetchInterval: (data) => data?.status === 'ADMITTED' ? false : 2000 })
  v3 回调的第一个参数就是 data。

  注意 v3 的 isLoading 和 v5 的 isPending 语义不同，排队页骨架屏判断用 status === 'loading'。
  ADMITTED 后用 queryClient.removeQueries(['queue', eventId])（数组参数，不是对象参数）。
  """,
  H5, "store", "verified", ["QueuePage", "useQueueStore"], WECHAT, {"react-query": "^3"},
  conditions="release/wechat 分支，react-query 3.x。",
  counter="主线分支（TanStack Query 5）不要用这个写法。",
  source="PR #1318 (tickets-h5, release/wechat)", updated="2024-04-26")

E(11, "FlashBuyButton 开抢按钮防重复提交：useMutation isPending + X-Idem-Key 幂等头",
  """
  开抢瞬间用户狂点，Vue 版靠 data 里的 loading 标志，但 loading 在 await 之前没置上，双击会下两单。
  React 版：const m = useMutation({ mutationFn: createOrder })，按钮 disabled={m.isPending}。
  关键是幂等：进入确认页时生成 idemKey = `${userId}:${eventId}:${skuId}:${nanoid()}` 存在 useRef，
  每次 createOrder 请求头带 X-Idem-Key，后端 10 分钟内同 key 返回同一订单。
  网络超时重试复用同一个 key；只有用户改了票档或数量才重新生成。
  """,
  H5, "component", "verified", ["FlashBuyButton"], MAINLINE, {"@tanstack/react-query": "^5"},
  conditions="普通（非实名制）场次的下单按钮；@tanstack/react-query 5。",
  counter="实名制场次（需要绑定观演人证件）不适用：幂等规则不同（要包含观演人），这部分还没有整理出经验，找交易组确认。",
  source="PR #1335 (tickets-h5)", updated="2024-05-08")

E(12, "排队状态改 WebSocket 推送（QueueSocket）——草稿，只给检查项",
  """
  想法：排队页的轮询改为 QueueSocket 推送，降低开抢时 /queue/status 的 QPS。尚未上线。检查项：
  1) 小程序 socket 并发上限 5 个，和 IM 客服共用；
  2) 断线重连失败要回退到轮询（exp-htk-0009 的写法）；
  3) 网关是否支持 sticky session；
  4) 推送的 position 必须单调递减，否则 UI 排名回跳；
  5) 切后台时主动关闭连接。
  """,
  H5, "store", "candidate", ["QueuePage", "QueueSocket"], MAINLINE, {},
  source="周会记录 2024-09-03", updated="2024-09-03")

E(13, "useCountdown 倒计时双倍速：React 18 StrictMode 下 effect 执行两次，interval 没清",
  """
  现象：本地 dev 环境倒计时一秒跳两下（群里叫"双倍速"），测试环境和生产正常。
  原因：React 18 StrictMode 在开发模式下 mount → unmount → mount，useCountdown 的 useEffect 里 setInterval 了，
  但 cleanup 忘了 clearInterval，两个 interval 并存。
  修复：useEffect(() => { const id = setInterval(tick, 1000); return () => clearInterval(id) }, [targetTs])。
  不要为了"修"这个问题去掉 <React.StrictMode>。
  """,
  H5, "component", "verified", ["useCountdown", "FlashSaleCountdown"], ANY, {"react": ">=18"},
  conditions="React 18，仅开发环境出现双倍速。",
  counter="生产环境也双倍速就不是 StrictMode 的问题：检查 FlashSaleCountdown 是否被渲染了两次，或者 key 变化导致重复挂载。",
  source="PR #1297 (tickets-h5)", updated="2024-04-15")

E(14, "[已废弃] 倒计时 tick 事件：uni.$on('countdown-tick') 改用 mitt 全局事件总线",
  """
  早期迁移时把 uni.$emit / uni.$on 的全局 tick 换成 mitt 的 emitter.on('countdown-tick')。
  问题：组件卸载不 off 就泄漏；多个倒计时订阅同一个 tick 时彼此不同步。已废弃，不要再用 mitt 广播 tick。
  """,
  H5, "plugin", "deprecated", ["countdown-tick"], ANY, {},
  counter="全部场景废弃。", source="PR #1188 (tickets-h5, 已回滚)", updated="2024-03-02")

# ===========================================================================
# Payment (tickets-h5)
# ===========================================================================
E(15, "PAY_4012 预支付单过期：缓存 prepay 结果，过期后只重新 prepay，不要重新建订单",
  """
  PAY_4012 = 微信/支付宝 prepay_id 已过期（网关统一 30 分钟）。Vue 版在 onShow 里每次都重新调 /pay/prepay；
  React 版一开始放在 useEffect 里，依赖数组写错，每次 re-render 都创建新的预支付单，反而更容易撞到 4012 和风控。

  现在：prepay 结果（prepayId、expireAt）放在 usePaymentStore，拉起支付前判断 expireAt - serverNow < 60s
  就只重新调 /pay/prepay?orderId=xx（订单号不变）；收到 PAY_4012 时同样重新 prepay 一次再重试，
  仍然 4012 则提示"支付超时，请重新下单"。
  """,
  H5, "plugin", "verified", ["PayBridge", "usePaymentStore"], ANY, {},
  conditions="C 端个人订单的微信/支付宝支付，tickets-h5 所有分支。",
  counter="不适用于企业团购/对公转账订单（B2B 走线下转账，没有 prepay_id，那边的 4012 含义是\"转账凭证过期\"，按财务流程处理）。",
  source="PR #1350 (tickets-h5)", updated="2024-05-14")

E(16, "PayBridge：uni.requestPayment 回调改 Promise 封装，用户取消映射为 PAY_4090",
  """
  Vue 版 PayBridge.pay({ success, fail, complete }) 回调嵌套三层。React 版封装 requestPaymentAsync(params): Promise<PayResult>，
  内部根据运行环境选择 uni.requestPayment（小程序）或 WeixinJSBridge / 支付宝表单跳转（H5）。
  fail 回调里 errMsg 包含 'cancel'（requestPayment:fail cancel）时 reject PayError('PAY_4090')：
  UI 只提示"已取消支付"，不上报 Sentry，不计入支付失败率；其他 fail 映射为 PAY_5000 并上报。
  complete 里不要再写业务逻辑，Promise 的 finally 就够了。
  """,
  H5, "plugin", "verified", ["PayBridge", "requestPaymentAsync"], ANY, {},
  conditions="所有通过 PayBridge 拉起支付的页面。",
  counter="退款流程不走 PayBridge。",
  source="PR #1341 (tickets-h5)", updated="2024-05-10")

E(17, "PAY_4031 重复回调 / 支付成功\"双弹\"：回跳和轮询各确认一次，按 orderId 收敛到一个数据源",
  """
  H5 支付宝支付完成后 return_url 回跳到 /pay/result?orderId=xx，同时结果页还在轮询订单状态，
  两条路径都弹了"支付成功"（群里说的"双弹"），后端对第二次确认返回 PAY_4031（重复回调，已处理）。

  做法：结果页只认一个数据源 useQuery({ queryKey: ['order', orderId], queryFn: fetchOrder })；
  回跳时只做 queryClient.invalidateQueries({ queryKey: ['order', orderId] })；
  弹窗由 order.status 从 PAYING → PAID 的变化驱动，用 useRef 记住已经弹过。收到 PAY_4031 视为成功，不报错。
  """,
  H5, "plugin", "verified", ["PayBridge", "PayResultPage"], MAINLINE, {"@tanstack/react-query": "^5"},
  conditions="@tanstack/react-query 5；H5 支付宝/微信 H5 支付回跳场景。",
  counter="小程序内支付没有 return_url 回跳，不会双弹；release/wechat（react-query 3）没有对象参数写法。",
  source="PR #1362 (tickets-h5)", updated="2024-05-22")

E(18, "Stripe Payment Element: onReady fires twice in dev (StrictMode) and creates two PaymentIntents — create intents server-side",
  """
  From the SG checkout team. Overseas buyers pay by card through Stripe Payment Element (@stripe/react-stripe-js).
  In React 18 dev builds StrictMode mounts <PaymentElement> twice, so our onReady handler that called
  createPaymentIntent ran twice and we saw two PaymentIntents per order in the Stripe dashboard.

  Fix: create the PaymentIntent on the server when the order is created, pass clientSecret into
  <Elements options={{ clientSecret }}>, and never create intents inside effects or onReady.
  If you must do one-time work in an effect, guard it with a useRef flag. Production is not affected,
  but do not remove StrictMode to hide it.
  """,
  H5, "plugin", "verified", ["StripeCheckout", "PaymentElement"], MAINLINE, {"react": ">=18"},
  conditions="tickets-h5 mainline, React 18, international (SGD) card checkout via Stripe.",
  counter="Not for domestic WeChat Pay / Alipay (those go through PayBridge).",
  source="PR #1477 (SG team)", updated="2024-08-19")

E(19, "PAY_5001 支付渠道不可用：PaymentMethodSheet 置灰该渠道并默认选中下一个可用渠道",
  """
  PAY_5001 = 渠道维护或限流（比如开抢高峰微信支付网关限流）。Vue 版直接 uni.showToast('支付失败')。
  React 版：PaymentMethodSheet（antd-mobile ActionSheet）在 prepay 返回 PAY_5001 时把该渠道置灰
  （disabled + description "暂不可用"），默认选中下一个可用渠道，并保留订单锁座时间；
  不要自动发起第二个渠道的 prepay，需要用户再点一次确认。渠道列表来自 /pay/channels，收到 5001 后 invalidate 一次。
  """,
  H5, "component", "verified", ["PaymentMethodSheet"], MAINLINE, {"antd-mobile": "^5"},
  conditions="antd-mobile 5，tickets-h5 主线。",
  counter="PAY_5002（风控拦截）不能降级换渠道，只能提示联系客服。",
  source="PR #1366 (tickets-h5)", updated="2024-05-27")

E(20, "支付结果页 usePayResultPolling 改 useSuspenseQuery（待评审）",
  """
  尝试把 usePayResultPolling 改成 useSuspenseQuery + <Suspense fallback={<PaySkeleton/>}>，去掉 isLoading 分支。
  观察：refetchInterval 的后续拉取不会再触发 Suspense（只有首次），符合预期；但 queryKey 变化会重新挂起，
  结果页会闪一下骨架屏。待评审：是否接受闪烁，或者用 startTransition 包住 orderId 切换。
  """,
  H5, "component", "review_required", ["usePayResultPolling", "PayResultPage"], MAINLINE,
  {"@tanstack/react-query": "^5", "react": ">=18"},
  source="PR #1489 (草稿)", updated="2024-09-12")

E(21, "[已废弃] 支付回调挂在 window.onPayCallback 全局函数上给 React 页面用",
  """
  迁移初期为了兼容 Vue 页面，在 window 上挂 onPayCallback 让 React 页面接收支付结果。
  多个页面覆盖同一个全局函数导致回调丢失。已被 PayBridge 的 Promise 封装（requestPaymentAsync）替代。
  """,
  H5, "plugin", "deprecated", ["PayBridge"], ANY, {},
  counter="全部场景废弃。", source="PR #1120 (tickets-h5)", updated="2024-02-01")

E(22, "PAY_4017 / wx.config invalid signature on release/wechat: sign the landing URL on iOS, strip the hash",
  """
  SG team note, release/wechat only (the build that runs inside the WeChat in-app browser and still uses the JSSDK chooseWXPay).
  Our gateway maps WeChat's "config:invalid signature" to PAY_4017. Two causes:
  (1) we signed location.href including the '#/...' part; the signature must be computed on location.href.split('#')[0];
  (2) on iOS WeChat the JSSDK verifies against the URL the user first landed on, not the current SPA route,
  so after history.pushState the signature no longer matches.
  Fix: capture window.location.href.split('#')[0] at app boot into a module constant (landingUrl) and on iOS always sign that;
  on Android sign the current URL and call wx.config again after every route change.
  """,
  H5, "plugin", "verified", ["PayBridge", "wxConfig"], WECHAT, {},
  conditions="tickets-h5 release/wechat branch, WeChat in-app browser with JSSDK.",
  counter="Mainline (main / feat/*) pays through the mini-program's native uni.requestPayment and never calls wx.config; this does not apply there.",
  source="PR #1380 (SG team, release/wechat)", updated="2024-06-03")

# ===========================================================================
# QR e-ticket
# ===========================================================================
E(23, "ETicketQRCode：uQRCode 插件换成 qrcode.react 的 QRCodeCanvas",
  """
  电子票二维码 Vue 版用 uni 插件 uQRCode（canvas 绘制，需要 canvasId）。React 版用 qrcode.react 3.x：
  <QRCodeCanvas value={code} size={220} level="M" includeMargin />。
  票码内容是后端签名的短串（< 120 字符），纠错级别用 M 足够；用 H 码点太密，闸机反而难扫。
  进入展示页提高屏幕亮度只有小程序有（uni.setScreenBrightness），H5 没有对应 API，改为提示"请调高屏幕亮度"。
  保存票面图片走 canvas.toDataURL。
  """,
  H5, "component", "verified", ["ETicketQRCode"], ANY, {"qrcode.react": ">=3 <4", "react": ">=17"},
  conditions="tickets-h5 电子票展示组件 ETicketQRCode，qrcode.react 3.x。",
  counter="不适用于核销端扫码（ETicketQRScanner 是 tickets-admin 的扫码识别，不是生成二维码）。",
  source="PR #1240 (tickets-h5)", updated="2024-03-28")

E(24, "ETicketQRCode 动态码 30 秒刷新：按服务端时间窗口切换 queryKey（待复核）",
  """
  防截图转卖，电子票改为动态码，每 30 秒换一次（服务端按 floor(serverNow / 30s) 计算窗口）。
  React 版：useQuery({ queryKey: ['ticketCode', ticketId, windowIndex], queryFn, staleTime: Infinity })，
  windowIndex 由 useClockStore 的 serverNow 计算，到窗口边界用 setTimeout 触发 windowIndex + 1。
  不要单纯用 refetchInterval: 30000，客户端时钟漂移会导致切换时刻和闸机不一致。
  待复核：闸机端容忍前后一个窗口，是否需要提前 2 秒预取下一个码。
  """,
  H5, "component", "review_required", ["ETicketQRCode", "useClockStore"], MAINLINE, {"@tanstack/react-query": "^5"},
  source="PR #1495 (待复核)", updated="2024-09-20")

E(25, "ETicketQRCode 离线出码：缓存最近一次票码到本地（待评审）",
  """
  场馆地下通道、地铁里没信号出不了码（"出码失败"投诉集中在黄龙体育中心 B 口）。
  方案：每次成功拉取票码后连同 expireAt 写入 localStorage（小程序用 uni.setStorageSync），网络失败时展示缓存码并标注"离线票码"。
  待评审：动态码模式下离线码最多有效 2 个窗口，安全组还没确认；缓存要按 userId 隔离，防止换号后看到别人的票。
  """,
  H5, "component", "review_required", ["ETicketQRCode"], ANY, {},
  source="需求 TK-2231", updated="2024-10-08")

E(26, "ETicketQRScanner 核销扫码：vue-qrcode-reader 换成 html5-qrcode，卸载时必须 stop()",
  """
  tickets-admin 里的现场核销页（场馆工作人员用平板/PDA）。Vue 版用 vue-qrcode-reader 的 <qrcode-stream @decode>。
  React 版用 html5-qrcode：useEffect 里 new Html5Qrcode(elementId).start({ facingMode: 'environment' }, { fps: 10, qrbox: 250 }, onDecode)，
  cleanup 里 await scanner.stop() 再 clear()。否则摄像头不释放，切页面再进来报
  "Cannot transition to a new state, already under transition"。同一码 3 秒内去重，防止一次扫描核销两次。
  """,
  ADMIN, "component", "verified", ["ETicketQRScanner"], MAINLINE, {"react": ">=18"},
  conditions="tickets-admin 现场核销页。",
  counter="不是 H5 的电子票展示组件 ETicketQRCode（那是生成二维码）。",
  source="PR #911 (tickets-admin)", updated="2024-07-09")

E(27, "QR code looks blurry on high-DPI Android (ETicketQRCode): render at size × devicePixelRatio, scale down with CSS",
  """
  SG team note. qrcode.react 3.x QRCodeCanvas draws at the CSS size, so on 2.75x/3x Android screens the modules get
  interpolated and some turnstile scanners failed to read them (venue staff call it "码糊").
  Fix: const dpr = Math.min(window.devicePixelRatio || 1, 3);
  <QRCodeCanvas size={220 * dpr} style={{ width: 220, height: 220 }} includeMargin />.
  QRCodeSVG is resolution independent, but the save-ticket-image feature needs a canvas.
  Keep includeMargin on; scanners need the quiet zone.
  """,
  H5, "component", "verified", ["ETicketQRCode"], ANY, {"qrcode.react": ">=3 <4"},
  conditions="qrcode.react 3.x, ETicketQRCode on any tickets-h5 branch.",
  counter="qrcode.react 4 changed the props (marginSize instead of includeMargin); re-check before reusing.",
  source="PR #1262 (SG team)", updated="2024-04-02")

# ===========================================================================
# Admin EventTable
# ===========================================================================
E(28, "EventTable 服务端分页：a-table @change 改 antd 5 Table onChange + RTK Query，新接口 pageNo 从 1 开始",
  """
  后台活动列表 EventTable（几十万场次）。Vue 版 a-table :pagination="pagination" @change="handleTableChange"，
  tableMixin 里把 pagination.current - 1 传给后端（老接口 pageNo 从 0 开始）。
  新接口 /admin/events/v2 的 pageNo 从 1 开始，React 版不要再减 1——迁移初期"数据总是错一页"就是这个原因。

  写法：const [params, setParams] = useState({ pageNo: 1, pageSize: 20 });
  const { data, isFetching } = useGetEventsQuery(params)（RTK Query）；
  <Table rowKey="eventId" dataSource={data?.list} loading={isFetching}
         pagination={{ current: params.pageNo, pageSize: params.pageSize, total: data?.total, showSizeChanger: true }}
         onChange={(p, filters, sorter) => setParams(...)} />
  sorter.order 是 'ascend' | 'descend' | undefined，转成后端的 sort=startTime,desc。切换筛选条件时 pageNo 重置为 1。
  """,
  ADMIN, "component", "verified", ["EventTable"], MAINLINE, {"antd": "^5", "@reduxjs/toolkit": "^2"},
  conditions="tickets-admin 主线，antd 5 + Redux Toolkit 2（RTK Query）。",
  counter="不适用于 EventTicketTable（票档表数据量小，前端全量、不分页）。",
  source="PR #861 (tickets-admin)", updated="2024-06-05")

E(29, "hotfix/antd4 上 EventTable 的开售时间 RangePicker 必须用 moment，不能传 dayjs",
  """
  hotfix/antd4 分支仍是 antd 4.24，DatePicker / RangePicker 内部用 moment。从主线 cherry-pick 的 EventFilterBar 代码里
  defaultValue={[dayjs().startOf('day'), dayjs()]}，运行时报 "date.isValid is not a function" / "clone is not a function"。
  这个分支上统一用 moment：value={[moment(start), moment(end)]}，提交时 .format('YYYY-MM-DD HH:mm:ss')。
  不要在这个分支上引入 antd 4 的 dayjs 替换方案（antd-dayjs-webpack-plugin），改动面太大。
  """,
  ADMIN, "component", "verified", ["EventTable", "EventFilterBar"], ANTD4, {"antd": ">=4.24 <5"},
  conditions="tickets-admin hotfix/antd4 分支，antd 4.24.x。",
  counter="主线 antd 5 必须用 dayjs。",
  source="commit 7c1e09a (hotfix/antd4)", updated="2024-08-01")

E(30, "EventTable resizable columns with react-resizable via components.header.cell (antd 5)",
  """
  SG reporting team. The Vue version used vue-draggable-resizable inside a custom header slot.
  In antd 5 we override components={{ header: { cell: ResizableTitle } }} where ResizableTitle wraps <th>
  in react-resizable's <Resizable width onResize>. Keep column widths in state keyed by dataIndex and pass
  onHeaderCell: (col) => ({ width: col.width, onResize: handleResize(col.dataIndex) }).
  Stop the click from reaching the sorter: onClick={(e) => e.stopPropagation()} on the drag handle,
  otherwise every drag toggles sorting. Widths are saved together with the column settings.
  """,
  ADMIN, "component", "verified", ["EventTable", "ResizableTitle"], MAINLINE, {"antd": "^5"},
  conditions="antd 5 Table, tickets-admin mainline.",
  counter="With virtual tables every column needs a numeric width; percentage widths break resizing.",
  source="PR #884 (SG team)", updated="2024-06-28")

E(31, "EventTable 开虚拟滚动：antd Table virtual（5.9+），scroll.x / scroll.y 必须是数字",
  """
  一页 500 条的预览模式下 EventTable 渲染卡 1 秒以上。antd 5.9 起 Table 支持 virtual 属性：
  <Table virtual scroll={{ x: 1600, y: 600 }} pagination={false} />。
  要点：scroll.x 和 scroll.y 必须是数字（不能是 'max-content' 或 calc）；每列都要给数字 width；rowKey 必须稳定。
  antd 5.9 以下（包括 antd 4）没有这个属性，传了也不生效。
  """,
  ADMIN, "component", "verified", ["EventTable"], ANY, {"antd": ">=5.9"},
  conditions="antd >= 5.9 的 Table；大页（> 200 行）场景。",
  counter="需要行合并（rowSpan）或展开行（expandable）的表格不要开 virtual，行高不定会错位。",
  source="PR #896 (tickets-admin)", updated="2024-07-15")

E(32, "EventTable 跨页勾选：rowSelection.preserveSelectedRowKeys，别自己维护 selectedMap",
  """
  Vue 版 EventTable 跨页批量上下架时在 tableMixin 里手动维护 selectedMap，翻页合并。
  antd 4.4+ 的 rowSelection 有 preserveSelectedRowKeys: true，翻页后已选 key 保留。
  onChange(selectedRowKeys, selectedRows) 里不在当前页的行 selectedRows 对应项是 undefined，所以批量操作只用 keys 调接口。
  服务端分页下筛选条件变化时要手动清空 selectedRowKeys。
  """,
  ADMIN, "component", "verified", ["EventTable"], ANY, {"antd": ">=4.4"},
  conditions="antd 4.4 及以上（主线 antd 5 和 hotfix/antd4 都适用）。",
  counter="批量操作需要展示已选行的数据（比如活动名称）时，要另外缓存行数据。",
  source="PR #868 (tickets-admin)", updated="2024-06-11")

E(33, "EventTable 筛选/排序/页码放进 URL：useSearchParams 用函数式更新",
  """
  Vue 版用 this.$router.replace({ query: { ...this.$route.query, status } })。
  React Router 6：const [searchParams, setSearchParams] = useSearchParams()；setSearchParams(obj) 会整体替换查询串，
  直接传对象会把其他参数丢掉。用函数式：
  setSearchParams(prev => { prev.set('status', v); prev.set('pageNo', '1'); return prev }, { replace: true })。
  刷新页面后从 searchParams 还原筛选条件和页码；数字参数记得 Number() 转换。
  """,
  ADMIN, "router", "verified", ["EventTable"], ANY, {"react-router-dom": ">=6.4"},
  conditions="react-router-dom 6.4+，tickets-admin 列表页。",
  counter="敏感筛选（手机号、身份证号）不要进 URL。",
  source="PR #870 (tickets-admin)", updated="2024-06-12")

E(34, "EventTable 迁移总结（PR #877）：分页协议、排序筛选、列配置持久化、批量操作、性能、踩坑清单",
  """
  ## 背景
  EventTable 是运营后台最重的页面：活动列表，几十万场次，20 多列，9 个筛选维度。
  Vue 版 = a-table + tableMixin + Vuex event 模块。PR #877 完成 React 版（antd 5 + RTK Query），PR #902 灰度上线。

  ## 1. 分页协议
  - 新接口 /admin/events/v2，pageNo 从 1 开始，返回 { list, total }。旧 tableMixin 里的 current - 1 必须去掉。
  - pageSize 选项 20 / 50 / 100 / 500；切换筛选条件时 pageNo 重置为 1。

  ## 2. 排序与筛选
  - sorter 转成 sort=field,asc|desc；不支持多列排序，sorter.multiple 不要开。
  - 所有筛选条件、排序、页码放进 URL：useSearchParams 函数式更新 + replace: true，刷新和分享链接都能还原。
  - 日期范围用 dayjs，提交时 format('YYYY-MM-DD HH:mm:ss')。

  ## 3. 列配置持久化
  - 运营可以勾选显示列、拖动列顺序、拖列宽。配置存后端用户偏好接口 /admin/user-prefs，key 为 eventTable.columns.v2，
    值为 { order: [], hidden: [], widths: {} }。
  - localStorage 只做首屏缓存（同名 key），拿到后端结果后覆盖；换电脑登录也能还原。
  - 列定义新增列时按 version 合并：新列默认显示并追加在末尾。Vue 版存在 localStorage 的 eventTableCols（v1）不迁移，直接丢弃。

  ## 4. 批量操作
  - 跨页勾选用 rowSelection.preserveSelectedRowKeys: true；批量上下架只传 keys；筛选变化时清空已选。

  ## 5. 性能
  - 500 条/页时开 antd Table 的 virtual（antd >= 5.9），scroll.x / y 用数字，每列数字宽度。
  - columns 用 useMemo；单元格 render 里不要 new Intl.NumberFormat（价格格式化器按 locale 缓存）。
  - RTK Query keepUnusedDataFor: 60。实测首屏 LCP 2.8s → 1.6s。

  ## 6. 测试
  - React Testing Library + msw mock /admin/events/v2；关键用例：翻页、排序、筛选还原、权限列、跨页勾选。

  ## 7. 踩坑清单
  - 数据错一页：pageNo 又减了 1。
  - rowKey 用 index 导致跨页勾选错乱，改成 eventId。
  - onChange 在筛选、排序、翻页时都会触发，用第四个参数 extra.action（'paginate' | 'sort' | 'filter'）区分。
  - 操作列按权限用 useMemo 过滤，依赖里带上权限集合。
  - 列头筛选（filters / onFilter）是前端过滤，只对当前页生效，服务端分页下要改成受控 filteredValue + 传给后端。
  - fixed: 'right' 的操作列在 scroll.x 不够时会盖住最后一列，scroll.x 要大于所有列宽之和。
  - 状态列的 Tag 颜色原来写死在 less 里，迁移后改为从 theme token 取，暗色主题下才不会看不清。

  ## 8. 灰度与回滚
  - 菜单上同时保留"活动列表（新）"和"活动列表"两个入口两周，运营可以随时切回 Vue 版；用量埋点 event_table_version。
  - 新版问题通过飞书群"后台迁移反馈"收集，两周内共 23 条，其中 17 条是列配置相关，促成了第 3 节的后端持久化方案。
  """,
  ADMIN, "component", "verified", ["EventTable", "tableMixin"], MAINLINE, {"antd": "^5", "@reduxjs/toolkit": "^2"},
  conditions="tickets-admin 主线，antd 5 + Redux Toolkit 2。",
  counter="不适用于 hotfix/antd4；不适用于 EventTicketTable 票档表。",
  source="PR #877, PR #902 (tickets-admin)", updated="2024-07-22")

E(35, "[已废弃] EventTable 用 @ant-design/pro-components 的 ProTable 重写",
  """
  曾尝试用 ProTable 的 request 属性直接接 /admin/events，省掉分页代码。问题：包体积 +600KB；ProTable 的 token
  和我们 qiankun 子应用改过的 prefixCls 冲突，筛选表单样式错乱；request 和 RTK Query 的缓存是两套。已废弃。
  """,
  ADMIN, "component", "deprecated", ["EventTable"], MAINLINE, {"antd": "^5"},
  counter="全部场景废弃。", source="PR #850 (已关闭)", updated="2024-05-30")

E(36, "EventTicketTable 票档表行内编辑：Form.List + Table，不分页（待评审）",
  """
  票档表 EventTicketTable 在活动编辑页，一场演出通常 3–12 个票档（内场 VIP、看台 A 区……），最多不超过 50 个。
  Vue 版是 a-table + 每行 a-input-number v-model。React 版用 <Form.List name="tiers"> 包住 <Table pagination={false} dataSource={fields}>，
  每个单元格 render 一个 <Form.Item name={[field.name, 'price']} rules={[{ required: true }]}>。
  不做服务端分页，全量提交。
  待评审：价格单元格 InputNumber precision={2}，后端要求以分为单位，提交前 ×100 取整的位置还没统一。
  """,
  ADMIN, "component", "review_required", ["EventTicketTable"], MAINLINE, {"antd": "^5"},
  conditions="tickets-admin 主线活动编辑页的票档表。",
  counter="不适用于 EventTable 活动列表页（那是服务端分页的只读大表）。",
  source="PR #915 (待评审)", updated="2024-08-06")

E(37, "EventTable 导出 Excel 放到 Web Worker（exceljs）——草稿",
  """
  现状：导出 5 万行时主线程卡 3–5 秒。草稿检查项：
  1) exceljs 在 worker 里生成 buffer，postMessage 传 ArrayBuffer（transferable）；
  2) 超过 10 万行改走后端异步导出任务；
  3) vite 里 worker 用 new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' })；
  4) 导出前校验 event:export 权限点。
  """,
  ADMIN, "component", "candidate", ["EventTable"], MAINLINE, {},
  source="周会记录 2024-08-20", updated="2024-08-20")

E(38, "RTK Query 缓存失效：上下架 mutation 用 invalidatesTags 刷新 EventTable（待评审）",
  """
  上下架后列表要刷新。方案：getEvents providesTags: (r) => [...r.list.map(e => ({ type: 'Event', id: e.eventId })), { type: 'Event', id: 'LIST' }]，
  offlineEvent invalidatesTags: (r, e, id) => [{ type: 'Event', id }]。
  待评审：批量下架 500 个时 tag 数量过多，是否直接失效 LIST。
  """,
  ADMIN, "store", "review_required", ["EventTable", "eventApi"], MAINLINE, {"@reduxjs/toolkit": "^2"},
  source="PR #905 (待评审)", updated="2024-07-25")

# ===========================================================================
# Permission directive v-auth
# ===========================================================================
E(39, "v-auth 权限指令迁移：<Auth code> 组件 + useAuth hook，权限未加载完前不渲染",
  """
  Vue 版 v-auth="'event:edit'" 在 inserted 钩子里 el.parentNode.removeChild(el)。React 没有指令，改为：
  const can = useAuth('event:edit')（从 Redux store 的 selectPermissionSet 读取，Set 查找），以及 <Auth code="event:edit">{children}</Auth>。
  支持数组：code={['event:edit', 'event:publish']} 默认全部满足，mode="any" 表示任一满足。

  权限点列表在登录后异步加载，加载完成前 useAuth 返回 undefined，<Auth> 渲染 null（不要当成 false 去渲染"无权限"占位），
  否则按钮会先消失再出现——群里说的"按钮闪一下"就是这个。
  """,
  ADMIN, "directive", "verified", ["v-auth", "Auth", "useAuth"], ANY, {"@reduxjs/toolkit": ">=1.9"},
  conditions="tickets-admin 按钮/区域级权限点，Redux Toolkit 1.9 及以上（主线和 hotfix/antd4 都是）。",
  counter="财务模块（/finance/* 退款、结算）不用权限点控制按钮，后端在每行数据里返回 actions 字段，不要套 v-auth / <Auth>。",
  source="PR #842 (tickets-admin)", updated="2024-05-21")

E(40, "v-auth.disable 修饰符：不隐藏而是禁用，并用 Tooltip 提示\"无权限\"",
  """
  v-auth.disable 在 Vue 里是给元素加 disabled 属性和 class is-no-auth。React：<Auth code="event:offline" mode="disable">，
  内部 React.cloneElement(child, { disabled: true })，外面包 <Tooltip title="无权限，请联系管理员开通 event:offline">。
  注意 antd 的 disabled Button 不触发 mouseenter，Tooltip 不显示：要用 <span style={{ display: 'inline-block', cursor: 'not-allowed' }}> 包一层，
  并给按钮加 style={{ pointerEvents: 'none' }}。
  """,
  ADMIN, "directive", "verified", ["v-auth", "Auth"], ANY, {"antd": ">=4.24"},
  conditions="antd 4.24+ / 5，tickets-admin。",
  counter="子元素不支持 disabled（比如纯 <a> 链接）时改用 mode=\"hide\"。",
  source="PR #846 (tickets-admin)", updated="2024-05-24")

E(41, "EventTable 操作列按权限过滤：columns 用 useMemo 过滤，别在 render 里返回 null",
  """
  Vue 里操作列按钮上写 v-auth，没权限时按钮消失但列还在，空着一整列。React 版在 useMemo 里根据 useAuth 结果过滤 columns 数组，
  整列都没有权限时去掉操作列；单个按钮用 <Auth>。依赖数组要带上权限 Set，否则权限加载完成后列不更新。
  """,
  ADMIN, "directive", "verified", ["v-auth", "EventTable"], ANY, {},
  source="PR #849 (tickets-admin)", updated="2024-05-28")

E(42, "H5 的 v-login 指令（需登录）迁移为 <RequireLogin> 包裹组件",
  """
  tickets-h5 的 v-login 指令：点击时未登录就拦截并跳登录页，登录后回到原页面。
  React 版：<RequireLogin onPass={buy}><Button>立即购买</Button></RequireLogin>，内部用 onClickCapture 拦截，
  未登录时跳 /login?redirect=当前路径。登录态来自 useUserStore（zustand）。
  """,
  H5, "directive", "verified", ["v-login", "RequireLogin"], ANY, {},
  counter="不是 tickets-admin 的 v-auth 权限点指令；v-login 只管\"是否登录\"，不管权限。",
  source="PR #1215 (tickets-h5)", updated="2024-03-19")

E(43, "[已废弃] v-auth 迁移用 withAuth 高阶组件包页面",
  """
  早期用 withAuth(Component, 'event:edit') 高阶组件包整页。问题：粒度只到页面，按钮级还是要另写；
  HOC 嵌套后 DevTools 组件树难读，ref 转发也麻烦。已被 <Auth> / useAuth 替代。
  """,
  ADMIN, "directive", "deprecated", ["v-auth", "withAuth"], ANY, {},
  counter="全部场景废弃。", source="PR #801 (tickets-admin)", updated="2024-04-30")

E(44, "vue-router beforeEach + meta.auth 路由权限 → React Router 6 的 <RequireAuth> 布局路由",
  """
  Vue 版在 router.beforeEach 里检查 to.meta.auth，没权限 next('/403')。React Router 6 没有全局守卫。
  做法：路由配置里写 handle: { auth: 'event:view' }，用一个布局路由 <RequireAuth>：useMatches() 取最深的 handle.auth，
  useAuth 判断，无权限 <Navigate to="/403" replace />。
  数据路由（createBrowserRouter）下也可以在 loader 里 throw redirect('/403')，但 loader 拿不到 React context，需要从 store.getState() 读权限。
  菜单由同一份路由表生成，保证菜单和路由权限一致。
  """,
  ADMIN, "router", "verified", ["router.beforeEach", "RequireAuth"], ANY, {"react-router-dom": ">=6.4"},
  conditions="react-router-dom 6.4+（useMatches / handle 需要数据路由）。",
  source="PR #853 (tickets-admin)", updated="2024-06-01")

E(45, "AUTH_4011 token-expiry storms: single-flight refresh in an RTK Query baseQuery with async-mutex",
  """
  SG team, admin. When the access token expires, the EventTable page fires 6–8 requests at once; each got AUTH_4011,
  each triggered /auth/refresh, the refresh token rotated, so all but one failed and the operator was logged out.
  Vuex had an axios interceptor with a pending queue. In RTK Query we wrap fetchBaseQuery:
  const mutex = new Mutex(); baseQueryWithReauth awaits mutex.waitForUnlock(), runs the request, and on a 401 with code AUTH_4011
  acquires the mutex (if not already locked) to call /auth/refresh once; the other requests wait for the unlock and retry with the new token.
  AUTH_4030 (no permission) must NOT trigger a refresh; show the 403 page instead.
  """,
  ADMIN, "store", "verified", ["baseQueryWithReauth"], ANY, {"@reduxjs/toolkit": ">=1.9"},
  conditions="tickets-admin, Redux Toolkit 1.9+ (RTK Query), both mainline and hotfix/antd4.",
  counter="The H5 app uses its own cookie session; don't port this there.",
  source="PR #889 (SG team)", updated="2024-07-02")

# ===========================================================================
# i18n
# ===========================================================================
E(46, "vue-i18n 文案迁 react-i18next：插值 {name} → {{name}}，用 scripts/i18n-convert.mjs 批量转",
  """
  两个项目的文案 JSON 都是 vue-i18n 格式，插值写法是 {name}，i18next 默认是 {{name}}。
  不要改 i18next 的 interpolation.prefix 去兼容（第三方组件的文案会乱），跑 scripts/i18n-convert.mjs 一次性转换并保留原 key。
  $t('a.b') → const { t } = useTranslation(); t('a.b')。组件外（比如 axios 拦截器里的错误提示）直接 import i18n from '@/i18n'; i18n.t(...)。
  选型上团队统一 i18next + react-i18next，不用 react-intl。
  """,
  TEAM, "i18n", "verified", ["$t", "vue-i18n"], ANY, {},
  conditions="两个项目通用。",
  source="前端规范 v3 / PR #1180 (tickets-h5), PR #812 (tickets-admin)", updated="2024-03-05")

E(47, "Plurals: vue-i18n pipe syntax ('no tickets | {n} ticket | {n} tickets') → i18next _zero/_one/_other keys",
  """
  SG team. Chinese copy has no plural forms, but en-SG and ms-MY do. vue-i18n used
  'ticket': 'no tickets | {n} ticket | {n} tickets' with $tc('ticket', n).
  i18next uses suffixed keys: ticket_zero / ticket_one / ticket_other and t('ticket', { count: n }) — the variable must be named count.
  scripts/i18n-convert.mjs splits pipe strings: 2 segments → _one/_other, 3 segments → _zero/_one/_other.
  Requires the i18next v21+ JSON v4 format; leave compatibilityJSON unset. For zh-CN only _other is needed.
  """,
  TEAM, "i18n", "verified", ["$tc", "vue-i18n"], ANY, {},
  conditions="Both projects; any string with a count.",
  source="PR #1199 (SG team)", updated="2024-03-12")

E(48, "H5 语言切换：uni.getLocale / uni.setLocale 改 i18next.changeLanguage，并持久化",
  """
  tickets-h5 支持简体、繁体、英文。Vue 版在 App.vue onLaunch 里 uni.getLocale() 初始化，切换时 uni.setLocale + this.$i18n.locale。
  React 版：启动时依次从 localStorage('lang') → navigator.language 取，i18next.changeLanguage(lng)；
  切换后写回 storage，并设置 document.documentElement.lang。antd-mobile 组件文案用 ConfigProvider locale 同步切换（enUS / zhCN / zhTW）。
  """,
  H5, "i18n", "verified", ["uni.getLocale", "LangSwitch"], MAINLINE, {"antd-mobile": "^5"},
  conditions="tickets-h5 主线，antd-mobile 5。",
  source="PR #1226 (tickets-h5)", updated="2024-03-22")

E(49, "后台 antd 5 中文/英文切换：ConfigProvider locale 之外还要切 dayjs 的 locale",
  """
  ant-design-vue 1.7 用 <a-locale-provider :locale="zhCN"> + moment.locale('zh-cn')。
  antd 5 用 <ConfigProvider locale={zhCN}>，但 DatePicker 的星期/月份名来自 dayjs，必须额外 import 'dayjs/locale/zh-cn' 并 dayjs.locale('zh-cn')，
  否则日历头还是英文。切到英文时 ConfigProvider locale={enUS} 且 dayjs.locale('en')。
  语言选择存到 localStorage('admin-lang')，启动时先于第一次渲染设置好 dayjs locale。
  """,
  ADMIN, "i18n", "verified", ["a-locale-provider", "ConfigProvider"], ANY, {"antd": "^5"},
  conditions="tickets-admin，antd 5。",
  counter="hotfix/antd4（antd 4）仍用 moment，见 exp-htk-0050。",
  source="PR #858 (tickets-admin)", updated="2024-06-04")

E(50, "hotfix/antd4 的中文 locale：antd 4 ConfigProvider + moment.locale('zh-cn')",
  """
  hotfix/antd4 上 antd 4.24 的 DatePicker 依赖 moment：import 'moment/locale/zh-cn'; moment.locale('zh-cn')，
  再配合 <ConfigProvider locale={zhCN}>（antd/lib/locale/zh_CN）。不要从主线 cherry-pick dayjs 的 locale 代码。
  """,
  ADMIN, "i18n", "verified", ["ConfigProvider"], ANTD4, {"antd": ">=4 <5"},
  source="commit 2ab81f4 (hotfix/antd4)", updated="2024-08-02")

E(51, "i18n 缺失 key 自动收集：i18next saveMissing + missingKeyHandler 上报——草稿",
  """
  检查项：1) 只在 dev / test 环境开 saveMissing；2) missingKeyHandler 去重后批量上报到 /i18n/missing；
  3) 命中 fallbackLng 也算缺失；4) CI 里跑 i18next-parser 对比 key 差异；5) 上报里带上页面路由方便定位。
  """,
  TEAM, "i18n", "candidate", ["i18next"], ANY, {},
  source="周会记录 2024-07-16", updated="2024-07-16")

E(52, "[已废弃] 国际化用 react-intl（FormattedMessage）",
  """
  迁移第一周用过 react-intl，和 vue-i18n 的 JSON 结构差异太大（ICU message 语法），转换脚本复杂。
  团队评审后统一 i18next，本条废弃。
  """,
  TEAM, "i18n", "deprecated", ["react-intl"], ANY, {},
  counter="全部场景废弃。", source="RFC-I18N-01", updated="2024-02-20")

E(53, "Price display: replace Vue `currency` / `yuan` filters with formatPrice() on Intl.NumberFormat (CNY and SGD)",
  """
  SG team. Prices come from the API in minor units (fen / cents). Templates used filters like {{ price | yuan }}
  (Vue 3 dropped filters, so the H5 app used a global $filters.yuan). Team-wide we now use formatPrice(minor, currency, locale)
  from @huaxia/shared-utils: new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100).
  SG site: formatPrice(12800, 'SGD', 'en-SG') → 'S$128.00'; CN: formatPrice(12800, 'CNY', 'zh-CN') → '¥128.00'.
  Cache one formatter per (locale, currency); creating Intl.NumberFormat in every table cell render is measurably slow.
  Never do float math on prices; divide only at display time.
  """,
  TEAM, "filter", "verified", ["currency", "yuan", "formatPrice"], ANY, {},
  conditions="Both projects, any price display.",
  source="PR #1244 (SG team)", updated="2024-03-30")

# ===========================================================================
# Upload (admin venue images, h5 avatar)
# ===========================================================================
E(54, "VenueImageUpload 场馆图直传 OSS：antd Upload customRequest + STS 临时凭证",
  """
  Vue 版 a-upload :customRequest 里先调 /oss/sts 拿临时凭证，再用 ali-oss 的 client.put 直传。React 版一样用 customRequest：
  customRequest={async ({ file, onProgress, onSuccess, onError }) => { const client = await getOssClient();
  const res = await client.put(key, file, { progress: (p) => onProgress({ percent: p * 100 }) }); onSuccess(res) }}。
  onProgress 要传 { percent }（0–100），传小数进度条不动。fileList 受控：<Upload fileList={fileList} onChange={({ fileList }) => setFileList(fileList)}>，
  成功后把 OSS url 写到 file.url，提交表单只取 url。对象 key 规则：venue/{venueId}/{yyyyMM}/{uuid}.{ext}。
  """,
  ADMIN, "component", "verified", ["VenueImageUpload", "getOssClient"], ANY, {"antd": ">=4.24"},
  conditions="tickets-admin 场馆管理，antd 4.24+（两条分支都适用），单张 20MB 以内。",
  counter="超过 20MB 的全景图走分片上传（multipartUpload），不要用 put。",
  source="PR #873 (tickets-admin)", updated="2024-06-14")

E(55, "VenueImageUpload 裁剪：antd-img-crop 包在 Upload 外面，场馆封面 16:9",
  """
  Vue 版用 vue-cropper 弹窗。React 版 <ImgCrop aspect={16 / 9} quality={0.9} modalTitle="裁剪场馆封面"><Upload ... /></ImgCrop>。
  ImgCrop 必须直接包 Upload，中间不能隔别的组件；裁剪后的 file 是新 File 对象，customRequest 拿到的就是裁剪结果。
  antd-img-crop 4.x 跟 antd 5 配套。
  """,
  ADMIN, "component", "verified", ["VenueImageUpload"], MAINLINE, {"antd": "^5"},
  source="PR #876 (tickets-admin)", updated="2024-06-17")

E(56, "UPLOAD_4033 STS 凭证过期：上传中途失败时刷新凭证重试一次",
  """
  UPLOAD_4033 是网关对 OSS SecurityTokenExpired / InvalidAccessKeyId 的包装。STS 凭证有效期 15 分钟，运营一次选 30 张场馆图排队上传，
  排在后面的就过期了。getOssClient() 缓存凭证时记录 expiration，剩余 < 2 分钟就提前刷新；
  customRequest 里 catch 到 UPLOAD_4033 时强制刷新凭证并重试一次，再失败才 onError。
  ali-oss 的 refreshSTSToken 选项也可以用，但它只在请求前检查，解决不了长时间分片上传中途过期。
  """,
  ADMIN, "component", "verified", ["VenueImageUpload", "getOssClient"], ANY, {},
  conditions="tickets-admin 所有走 STS 直传的上传。",
  counter="H5 的头像/证件照上传不走 STS 直传（走后端代理 /h5/upload），不会有 UPLOAD_4033。",
  source="PR #881 (tickets-admin)", updated="2024-06-26")

E(57, "场馆全景图分片上传（> 20MB）：ali-oss multipartUpload + 断点续传（待评审）",
  """
  360 全景图 50–200MB，client.put 超时。方案：client.multipartUpload(key, file, { parallel: 4, partSize: 1024 * 1024, progress: (p, cpt) => saveCheckpoint(cpt) })，
  checkpoint 存 IndexedDB，失败后用 checkpoint 续传。STS 过期中途要刷新 client（见 UPLOAD_4033 那条）。
  待评审：断点数据按 venueId + 文件 hash 存，hash 计算 200MB 要 3 秒，是否放 worker。
  """,
  ADMIN, "component", "review_required", ["VenueImageUpload"], MAINLINE, {"antd": "^5"},
  source="PR #921 (待评审)", updated="2024-08-14")

E(58, "AvatarUpload（H5 头像/观演人证件照）：uni.chooseImage → antd-mobile ImageUploader，beforeUpload 里压缩",
  """
  Vue 版 uni.chooseImage + uni.uploadFile。React 版 <ImageUploader maxCount={1} beforeUpload={compress} upload={uploadViaProxy} />，
  upload 返回 { url }。beforeUpload 里用 browser-image-compression 压到 1MB 以内，非图片返回 null 拦截。
  H5 上传走后端代理 /h5/upload（不是 OSS 直传），鉴权跟随登录 cookie。
  """,
  H5, "component", "verified", ["AvatarUpload"], MAINLINE, {"antd-mobile": "^5"},
  conditions="tickets-h5 主线，antd-mobile 5。",
  counter="不适用于后台 VenueImageUpload；release/wechat 的 antd-mobile 2 没有 ImageUploader（只有 ImagePicker）。",
  source="PR #1330 (tickets-h5)", updated="2024-05-06")

E(59, "Upload 的 beforeUpload 拦截非图片：返回 Upload.LIST_IGNORE，不要 return false",
  """
  Vue 版 a-upload 的 beforeUpload return false 就不上传也不进列表。antd 4.13+ 里 return false 只是不自动上传，文件仍会出现在 fileList 里；
  要彻底忽略需要 return Upload.LIST_IGNORE。场馆图只允许 image/jpeg、image/png、image/webp，单张 ≤ 20MB，不满足时 message.error 并返回 LIST_IGNORE。
  """,
  ADMIN, "component", "verified", ["VenueImageUpload"], ANY, {"antd": ">=4.13"},
  source="PR #874 (tickets-admin)", updated="2024-06-14")

# ===========================================================================
# Stores
# ===========================================================================
E(60, "useCartStore 购物车持久化：pinia-plugin-persistedstate → zustand persist + createJSONStorage",
  """
  Pinia 版用 pinia-plugin-persistedstate，小程序里底层是 uni.setStorageSync。zustand 版：
  create(persist((set) => ({ ... }), { name: 'cart-v2', storage: createJSONStorage(() => localStorage),
  partialize: (s) => ({ items: s.items }), version: 2, migrate }))。
  只持久化 items，loading / 错误等派生状态不要持久化；版本升级时在 migrate 里丢弃旧结构。
  自定义异步 storage 时 hydrate 是异步的，首屏判断"购物车为空"之前先看 useCartStore.persist.hasHydrated()。
  """,
  H5, "store", "verified", ["useCartStore"], ANY, {"zustand": ">=4.0"},
  conditions="zustand 4.x 及以上，购物车、浏览记录这类可以长期保存的数据。",
  counter="锁座数据（lockedSeats，带 10 分钟 TTL）不能持久化：重新打开时锁已失效，恢复出来会让用户以为还锁着。",
  source="PR #1275 (tickets-h5)", updated="2024-04-08")

E(61, "zustand 5: a selector returning a new object/array → 'Maximum update depth exceeded'; wrap it with useShallow",
  """
  On feat/zustand5 we bumped to zustand 5. Code like
  const { items, total } = useCartStore((s) => ({ items: s.items, total: s.total }))
  now loops forever with "Maximum update depth exceeded": v5 relies on useSyncExternalStore with Object.is and the selector
  returns a fresh object every time. In v4 this only re-rendered too often; in v5 it breaks.
  Fix: import { useShallow } from 'zustand/react/shallow'; useCartStore(useShallow((s) => ({ items: s.items, total: s.total }))),
  or select primitives separately. The equalityFn second argument of the hook is gone in v5; if you really need it use
  createWithEqualityFn from 'zustand/traditional' (needs use-sync-external-store installed).
  """,
  H5, "store", "verified", ["useCartStore", "useSeatStore"], ANY, {"zustand": ">=5"},
  conditions="zustand 5.x.",
  source="PR #1502 (SG team, feat/zustand5)", updated="2024-10-21")

E(62, "zustand 4.5：useStore(selector, shallow) 仍可用但有 deprecation 警告，新代码用 useShallow",
  """
  主线 zustand 4.5.x。旧代码 useSeatStore(s => ({ a: s.a, b: s.b }), shallow) 在 4.5 里会打印
  "[DEPRECATED] Use `createWithEqualityFn` instead of `create` ..."，功能正常。
  新写的代码统一用 useShallow（4.5 已提供），为以后升 5 做准备。selector 返回原始值时不需要 shallow。
  """,
  H5, "store", "verified", ["useSeatStore", "useCartStore"], ANY, {"zustand": ">=4.4 <5"},
  conditions="zustand 4.4–4.x。",
  counter="zustand 5 已经删除第二个 equalityFn 参数，见 exp-htk-0061。",
  source="PR #1281 (tickets-h5)", updated="2024-04-10")

E(63, "Pinia getters / storeToRefs → zustand：派生值写成 selector 函数，不要存进 state",
  """
  Pinia 的 getters（比如 useCartStore 的 totalPrice）迁到 zustand 时不要放进 state 再手动同步，
  写成导出的 selector：export const selectTotalPrice = (s) => s.items.reduce(...)；组件里 useCartStore(selectTotalPrice)。
  storeToRefs 解构在 React 里没有意义，每个字段各自 selector 订阅。计算量大的派生值用 useMemo 或 proxy-memoize。
  """,
  H5, "store", "verified", ["useCartStore", "storeToRefs"], ANY, {"zustand": ">=4.0"},
  source="PR #1270 (tickets-h5)", updated="2024-04-05")

E(64, "Pinia action 里调用另一个 store → zustand 用 getState()，不要在 action 里调 hook",
  """
  Pinia 里在 action 中 const user = useUserStore() 很常见。zustand 的 action 不是组件，不能调用 hook；
  改成 useUserStore.getState().token。需要在 store 初始化时订阅另一个 store，用 useUserStore.subscribe，注意返回的 unsubscribe 不会自动清理。
  """,
  H5, "store", "verified", ["useUserStore", "useCartStore"], ANY, {"zustand": ">=4.0"},
  source="PR #1272 (tickets-h5)", updated="2024-04-06")

E(65, "Vuex namespaced 模块 + mapGetters → RTK 2 createSlice 的 selectors 字段",
  """
  admin 的 Vuex 模块 event/、venue/、auth/ 都是 namespaced。getters 迁到 RTK 2 的
  createSlice({ name: 'event', initialState, reducers, selectors: { selectOnSaleEvents: (state) => ..., selectById: (state, id) => ... } })，
  组件里 useSelector(eventSlice.selectors.selectOnSaleEvents)。Vuex 里返回函数的带参 getter 改成带参 selector：
  useSelector((s) => eventSlice.selectors.selectById(s, id))。需要记忆化的（过滤 + 排序大数组）用 createSelector 包。
  mapState / mapGetters 在 React 里没有对应物，别写自定义 mapGetters 工具。
  """,
  ADMIN, "store", "verified", ["mapGetters", "eventSlice"], MAINLINE, {"@reduxjs/toolkit": "^2"},
  conditions="tickets-admin 主线，Redux Toolkit 2.x。",
  counter="hotfix/antd4 上是 RTK 1.9，createSlice 没有 selectors 字段。",
  source="PR #838 (tickets-admin)", updated="2024-05-17")

E(66, "hotfix/antd4（RTK 1.9）：extraReducers 统一改 builder 回调，方便合回主线",
  """
  RTK 1.9 里 extraReducers 的对象写法还能跑，但会打印 deprecation 警告，而且主线 RTK 2 已经删除对象写法。
  hotfix/antd4 上的新 slice 一律写 extraReducers: (builder) => builder.addCase(...)，否则 cherry-pick 回主线启动即报错。
  """,
  ADMIN, "store", "verified", ["eventSlice"], ANTD4, {"@reduxjs/toolkit": ">=1.9 <2"},
  conditions="hotfix/antd4，Redux Toolkit 1.9.x。",
  source="commit 91d0c3e (hotfix/antd4)", updated="2024-08-05")

E(67, "报错 \"The object notation for `createSlice.extraReducers` has been removed\"：RTK 2 只支持 builder 回调",
  """
  从 hotfix/antd4 cherry-pick 过来的 slice 在主线（RTK 2）启动即报错：
  Error: The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead.
  改成 extraReducers: (builder) => { builder.addCase(fetchEvents.fulfilled, (state, action) => { ... }) }。
  createReducer 的对象写法同样被移除。可以用 codemod：npx @reduxjs/rtk-codemods createSliceBuilder ./src。
  """,
  ADMIN, "store", "verified", ["eventSlice", "createSlice"], ANY, {"@reduxjs/toolkit": "^2"},
  conditions="Redux Toolkit 2.x。",
  source="PR #907 (tickets-admin)", updated="2024-07-26")

E(68, "vuex-persistedstate → redux-persist：configureStore 的 serializableCheck 要忽略 persist 的 action",
  """
  admin 的 Vuex 用 vuex-persistedstate 持久化 auth 模块（token、当前场馆）。React 版 redux-persist：persistReducer({ key: 'auth', storage, whitelist: ['token', 'venueId'] }, authSlice.reducer)。
  configureStore 的 middleware 要 getDefaultMiddleware({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })，
  否则控制台刷 "A non-serializable value was detected in an action"。权限点列表不要持久化，每次登录后重新拉。
  """,
  ADMIN, "store", "verified", ["authSlice", "vuex-persistedstate"], ANY, {"@reduxjs/toolkit": ">=1.9"},
  source="PR #845 (tickets-admin)", updated="2024-05-23")

E(69, "组件外用 store（axios 拦截器）：injectStore 模式，避免循环引用",
  """
  Vuex 时代 import store from '@/store' 在 axios 拦截器里直接用。React 版 store.ts 引用了 api.ts（RTK Query），api.ts 又引用 store，产生循环依赖，
  启动时报 "Cannot access 'store' before initialization"。做法：http.ts 导出 injectStore(s)，在 main.tsx 创建 store 后调用一次；拦截器里用注入的 store.getState()。
  """,
  ADMIN, "store", "verified", ["store", "http"], ANY, {},
  source="PR #840 (tickets-admin)", updated="2024-05-18")

E(70, "Pinia $reset → zustand：保存 initialState，写一个 reset action",
  """
  Pinia setup store 本来就没有 $reset，options store 才有。zustand 里 const initialState = {...}; create((set) => ({ ...initialState, reset: () => set(initialState) }))。
  注意 initialState 里的数组/对象要每次拷贝（() => structuredClone(initialState)），否则 reset 后多个地方共享同一引用。退出登录时依次调用各 store 的 reset。
  """,
  H5, "store", "verified", ["$reset", "useCartStore", "useUserStore"], ANY, {"zustand": ">=4.0"},
  source="PR #1278 (tickets-h5)", updated="2024-04-09")

# ===========================================================================
# Router
# ===========================================================================
E(71, "beforeRouteLeave 未保存提示 → React Router useBlocker（6.19+，必须是数据路由）",
  """
  活动编辑页 EventEditPage 的 beforeRouteLeave 里 this.$confirm('有未保存的修改，确定离开？')。
  React Router 6.19 起 useBlocker 稳定：const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname)；
  blocker.state === 'blocked' 时弹确认框（用 App.useApp() 的 modal.confirm），确认调 blocker.proceed()，取消调 blocker.reset()。
  必须用 createBrowserRouter + RouterProvider，<BrowserRouter> 下 useBlocker 直接抛错。刷新/关闭标签页另外用 beforeunload 处理。
  """,
  ADMIN, "router", "verified", ["beforeRouteLeave", "EventEditPage"], ANY, {"react-router-dom": ">=6.19"},
  conditions="react-router-dom 6.19 及以上（主线 6.22）。",
  counter="hotfix/antd4 的 react-router-dom 是 6.8，没有稳定的 useBlocker。",
  source="PR #893 (tickets-admin)", updated="2024-07-05")

E(72, "react-router-dom 6.7–6.18 只有 unstable_useBlocker：hotfix/antd4 上的离开确认（待复核）",
  """
  hotfix/antd4 的 react-router-dom 是 6.8.1，只有 unstable_useBlocker（同样要求数据路由）。用法和稳定版一致：
  const blocker = unstable_useBlocker(isDirty)；blocker.state === 'blocked' 时 Modal.confirm，proceed / reset。
  待复核：6.8 的 unstable 版本在快速连续导航时偶发 blocker 状态卡在 'proceeding'，QA 还在复现。
  """,
  ADMIN, "router", "review_required", ["beforeRouteLeave", "EventEditPage"], ANY, {"react-router-dom": ">=6.7 <6.19"},
  conditions="react-router-dom 6.7–6.18，数据路由。",
  source="commit e44f2d0 (hotfix/antd4)", updated="2024-08-08")

E(73, "vue-router 3 的 NavigationDuplicated：React Router 里不存在，删掉 router.push(...).catch(() => {})",
  """
  Vue 版到处是 this.$router.push(path).catch(() => {}) 来吞 NavigationDuplicated。React Router 的 navigate() 不返回会 reject 的 Promise，
  重复导航到同一路径也不报错，迁移时把这些 catch 删掉；真正需要"同路由刷新"时用 navigate(path, { replace: true, state: { ts: Date.now() } })。
  """,
  ADMIN, "router", "verified", ["$router.push"], ANY, {"react-router-dom": ">=6.0"},
  source="PR #835 (tickets-admin)", updated="2024-05-15")

E(74, "pages.json 的 navigationBarTitleText → useDocumentTitle hook",
  """
  uni-app 页面标题写在 pages.json 的 style.navigationBarTitleText，动态标题用 uni.setNavigationBarTitle。
  React H5 版：useDocumentTitle(title) 在 useEffect 里设置 document.title，并在卸载时恢复上一个标题；
  微信内置浏览器里 iOS 改 document.title 不刷新标题栏的老问题在新版微信已修复，不需要 iframe hack。
  """,
  H5, "router", "verified", ["pages.json", "useDocumentTitle"], MAINLINE, {"react": ">=18"},
  source="PR #1203 (tickets-h5)", updated="2024-03-15")

E(75, "uni.navigateTo 的 EventChannel 页面间传值 → URL 参数或 zustand 临时 store",
  """
  Vue 版从活动详情页 uni.navigateTo({ url, events: { seatSelected(data) {...} } }) 打开选座页，选完通过 eventChannel.emit 回传。
  React 版没有 EventChannel：简单 id 放 URL 参数；选座结果这种结构化数据放 useCheckoutDraftStore（zustand，不持久化），回到上一页读取后清空。
  """,
  H5, "router", "verified", ["EventChannel", "useCheckoutDraftStore"], ANY, {"zustand": ">=4.0"},
  source="PR #1231 (tickets-h5)", updated="2024-03-25")

# ===========================================================================
# UI components
# ===========================================================================
E(76, "u-popup（uView Plus）→ antd-mobile Popup：v-model:show 改 visible + onMaskClick，底部安全区用 SafeArea",
  """
  <u-popup v-model:show="show" mode="bottom" :safeAreaInsetBottom="true"> → <Popup visible={show} onMaskClick={() => setShow(false)} position="bottom">
  ...<SafeArea position="bottom" /></Popup>。antd-mobile Popup 默认 destroyOnClose=false，弹层里有表单时要注意状态残留，需要时加 destroyOnClose。
  圆角用 bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}。
  """,
  H5, "component", "verified", ["u-popup"], ANY, {"antd-mobile": "^5"},
  source="PR #1209 (tickets-h5)", updated="2024-03-18")

E(77, "订单列表下拉刷新/上拉加载：onPullDownRefresh + onReachBottom → PullToRefresh + InfiniteScroll + useInfiniteQuery",
  """
  uni 页面生命周期 onPullDownRefresh / onReachBottom 在 React H5 里没有。改为：
  const q = useInfiniteQuery({ queryKey: ['orders', status], queryFn: ({ pageParam }) => fetchOrders(status, pageParam), initialPageParam: 1,
  getNextPageParam: (last) => last.hasMore ? last.pageNo + 1 : undefined })；
  <PullToRefresh onRefresh={() => q.refetch()}>{list}</PullToRefresh> + <InfiniteScroll loadMore={() => q.fetchNextPage()} hasMore={q.hasNextPage} />。
  v5 的 initialPageParam 必填；InfiniteScroll 的 loadMore 必须返回 Promise，否则会连续触发。
  """,
  H5, "component", "verified", ["OrderList", "u-list"], ANY, {"antd-mobile": "^5", "@tanstack/react-query": "^5"},
  conditions="antd-mobile 5 + TanStack Query 5（tickets-h5 主线）。",
  counter="release/wechat（antd-mobile 2 + react-query 3）见 exp-htk-0078。",
  source="PR #1314 (tickets-h5)", updated="2024-04-24")

E(78, "release/wechat 的列表下拉刷新/上拉加载：antd-mobile 2 ListView + PullToRefresh",
  """
  release/wechat 还是 React 17 + antd-mobile 2.3，没有 InfiniteScroll。用 antd-mobile 2 的 <ListView dataSource={ds} onEndReached={loadMore} onEndReachedThreshold={200}
  pullToRefresh={<PullToRefresh refreshing={refreshing} onRefresh={refresh} />} />。
  ListView.DataSource 需要 cloneWithRows 生成新实例才会刷新；ListView 必须有固定高度容器（style={{ height: '100vh' }}），否则 onEndReached 不触发。
  数据层用 react-query 3 的 useInfiniteQuery（getNextPageParam 写法相同，没有 initialPageParam）。
  """,
  H5, "component", "verified", ["OrderList", "u-list"], WECHAT, {"antd-mobile": ">=2.3 <3", "react": ">=16.8 <18"},
  conditions="release/wechat，antd-mobile 2.x，React 17。",
  counter="主线 antd-mobile 5 不要用 ListView（已删除）。",
  source="PR #1320 (tickets-h5, release/wechat)", updated="2024-04-29")

E(79, "u-toast / uni.showToast → antd-mobile Toast.show，loading 用 Toast.show({ icon: 'loading', duration: 0 })",
  """
  uni.showToast({ title, icon: 'none' }) → Toast.show({ content: title })；uni.showLoading → const handler = Toast.show({ icon: 'loading', content: '加载中…', duration: 0 })，
  结束时 handler.close()。Toast 同一时间只显示一个，后一个会替换前一个，跟 uni 行为一致。全局配置用 Toast.config({ duration: 1500 })。
  """,
  H5, "component", "verified", ["u-toast", "uni.showToast"], ANY, {"antd-mobile": "^5"},
  source="PR #1207 (tickets-h5)", updated="2024-03-16")

E(80, "u-form 校验规则（uView Plus）→ antd-mobile Form rules，观演人证件号异步校验",
  """
  uView Plus 的 rules 写在 data 里，调 this.$refs.form.validate()。antd-mobile Form 基于 rc-field-form：<Form form={form} onFinish={submit}>
  <Form.Item name="idNo" rules={[{ required: true }, { validator: checkIdNo }]} validateTrigger="onBlur">。
  异步校验（调 /viewer/verify 校验证件号与姓名）写在 validator 里返回 Promise；提交前 await form.validateFields()。
  """,
  H5, "component", "verified", ["u-form", "ViewerForm"], ANY, {"antd-mobile": "^5"},
  source="PR #1248 (tickets-h5)", updated="2024-04-01")

E(81, "u-tabs 吸顶 → antd-mobile Tabs + CSS position: sticky",
  """
  uView Plus 的 u-sticky + u-tabs 组合。antd-mobile 没有 Sticky 组件，用 <div style={{ position: 'sticky', top: 0, zIndex: 10 }}><Tabs activeKey onChange /></div>。
  注意父元素不能有 overflow: hidden，否则 sticky 失效。
  """,
  H5, "component", "verified", ["u-tabs", "u-sticky"], ANY, {"antd-mobile": "^5"},
  source="PR #1212 (tickets-h5)", updated="2024-03-18")

E(82, "a-modal 的 visible / v-model → antd Modal 的 open（antd ≥ 4.23）",
  """
  ant-design-vue 1.7 的 <a-modal v-model="visible" @ok="onOk">。antd 5 用 open（visible 已移除）；antd 4.23+ 同时支持 open 和 visible（visible 有警告）。
  两条分支统一写 <Modal open={open} onOk={onOk} onCancel={() => setOpen(false)} destroyOnClose>。
  afterClose 替代 Vue 里 @afterClose 清理表单。
  """,
  ADMIN, "component", "verified", ["a-modal"], ANY, {"antd": ">=4.23"},
  counter="不适用于 Modal.confirm / Modal.info 等静态方法（没有 open 受控，而且静态方法拿不到 ConfigProvider 的主题和语言，见 App.useApp 那条）。",
  source="PR #833 (tickets-admin)", updated="2024-05-14")

E(83, "ant-design-vue 1.7 的 v-decorator 表单 → antd Form.useForm + Form.Item name/rules",
  """
  AntDV 1.7 是 this.form = this.$form.createForm(this) + v-decorator="['title', { rules }]"。antd 4/5：const [form] = Form.useForm()，
  <Form form={form}><Form.Item name="title" rules={[...]}>。form.setFieldsValue / getFieldsValue 语义一样；validateFields 返回 Promise（不再是回调）。
  v-decorator 的 initialValue 改到 <Form initialValues>，不要写在 Form.Item 上和 setFieldsValue 混用。
  """,
  ADMIN, "component", "verified", ["a-form", "v-decorator"], ANY, {"antd": ">=4"},
  source="PR #831 (tickets-admin)", updated="2024-05-13")

E(84, "a-table 的 scopedSlots: { customRender } → columns 的 render 函数",
  """
  AntDV 1.7：columns: [{ dataIndex: 'status', scopedSlots: { customRender: 'status' } }] + <template slot="status" slot-scope="text, record">。
  antd：{ dataIndex: 'status', render: (text, record) => <EventStatusTag status={text} /> }。
  columns 定义里用到组件状态时放进 useMemo，依赖写全。
  """,
  ADMIN, "component", "verified", ["a-table", "EventTable"], ANY, {"antd": ">=4"},
  source="PR #862 (tickets-admin)", updated="2024-06-06")

E(85, "ant-design-vue 的 less 变量（@primary-color）→ antd 5 ConfigProvider theme token",
  """
  Vue 版在 vue.config.js 的 less modifyVars 里改 @primary-color: #E8432E（华夏红）、@border-radius-base。
  antd 5 是 CSS-in-JS，没有 less 变量：<ConfigProvider theme={{ token: { colorPrimary: '#E8432E', borderRadius: 4 } }}>；
  组件级覆盖用 theme.components.Table.headerBg。自定义样式里需要主题色时用 theme.useToken() 取 token.colorPrimary，别再硬编码。
  """,
  ADMIN, "style", "verified", ["theme.less"], ANY, {"antd": "^5"},
  counter="hotfix/antd4 仍然是 less，见 exp-htk-0086。",
  source="PR #826 (tickets-admin)", updated="2024-05-09")

E(86, "hotfix/antd4 的主题：继续用 less modifyVars，vite 里 javascriptEnabled",
  """
  antd 4.24 还是 less。vite.config.ts：css: { preprocessorOptions: { less: { javascriptEnabled: true, modifyVars: { 'primary-color': '#E8432E' } } } }，
  并按需引入 antd/es/*/style/index.less（vite-plugin-imp）。不要在这个分支引入 ConfigProvider theme（antd 4 不支持 token）。
  """,
  ADMIN, "style", "verified", ["theme.less"], ANTD4, {"antd": ">=4 <5"},
  source="commit 5fe2b77 (hotfix/antd4)", updated="2024-08-02")

E(87, "uView Plus 的 rpx 和 scss 变量 → postcss-px-to-viewport + antd-mobile CSS 变量",
  """
  uni-app 里样式按 750 设计稿写 rpx。React H5 用 postcss-px-to-viewport（viewportWidth: 750，unitToConvert: 'rpx' 先统一替换为 px）。
  uView Plus 的 $u-primary 等 scss 变量换成 antd-mobile 的 CSS 变量：:root { --adm-color-primary: #E8432E; }。
  antd-mobile 组件自身样式不要被 px-to-viewport 转换：exclude: [/node_modules\\/antd-mobile/]。
  """,
  H5, "style", "verified", ["uni.scss", "rpx"], ANY, {"antd-mobile": "^5"},
  source="PR #1195 (tickets-h5)", updated="2024-03-10")

E(88, "tickets-admin 渐进迁移：qiankun 主应用（Vue 2.7）+ React 子应用，样式冲突与弹层容器",
  """
  ## 背景
  运营后台不能停服重写，采用 qiankun：Vue 2.7 主应用保留布局、菜单、登录；React 18 子应用 tickets-admin-react 按路由挂载
  /events/*、/venues/*，逐模块迁移，迁完一个模块删一个 Vue 路由。

  ## 1. 挂载与路由
  - 主应用 registerMicroApps([{ name: 'react-admin', entry: '//{host}/react/', container: '#subapp', activeRule: ['/events', '/venues'] }])。
  - 子应用用 createBrowserRouter，basename 由 window.__POWERED_BY_QIANKUN__ 决定；独立运行时 basename 为 '/'。
  - 主子应用都用 history 模式，路由切换由主应用的 vue-router 和子应用各自监听 popstate。

  ## 2. 样式冲突（最常见的问题）
  - ant-design-vue 1.7 的全局 less 样式使用 .ant-btn、.ant-table 等类名，和 antd 5 的类名同名，主应用样式会"漏"进子应用：
    按钮高度、表格边框都不对。
  - antd 5 的 CSS-in-JS 默认用 :where 选择器，特异性为 0，必然输给主应用的全局 .ant-* 样式。
  - 根治办法：子应用 ConfigProvider prefixCls="tka"（iconPrefixCls="tkaicon"），message / notification / Modal 静态方法也要同 prefix
    （统一用 <App> 组件和 App.useApp()）。
  - 不要开 qiankun 的 strictStyleIsolation（shadow DOM）：Modal、Dropdown 挂到 document.body，shadow root 里的样式够不着，弹层全部没样式。
    experimentalStyleIsolation 对运行时注入的 CSS-in-JS 无效，也不要依赖。

  ## 3. 弹层容器
  - ConfigProvider getPopupContainer={() => document.querySelector('#subapp') ?? document.body}，避免子应用卸载后弹层残留在 body 上。

  ## 4. 主子应用通信
  - 用户信息、权限点通过 qiankun initGlobalState 下发，子应用在 mount 时写入 RTK 的 authSlice；不要让子应用自己再请求一次权限接口。

  ## 5. 构建
  - 子应用用 vite-plugin-qiankun；生产环境 publicPath 指向 CDN /react/；本地开发时主应用代理到 5174 端口。

  ## 6. 常见问题
  - 子应用里 antd 的 Select 下拉框位置偏移：主应用容器有 transform，弹层定位基准错了，用 getPopupContainer 挂到子应用容器内。
  - 子应用二次挂载后 RTK store 里还是上一次的数据：unmount 时要 dispatch 一个 reset action，或每次 mount 重新 configureStore。
  - 主应用的 Vue devtools 报错 "Cannot read properties of undefined (reading '__VUE_DEVTOOLS_UID__')"：和子应用无关，关掉主应用 devtools 插件即可。
  - 子应用的 dayjs locale 与主应用的 moment locale 互不影响，但两边都要各自设置中文。

  ## 7. 收尾
  - 全部模块迁完后去掉主应用，prefixCls 改回默认需要一次全量样式回归。
  - 去掉 qiankun 前先把主应用里的登录、菜单、权限初始化迁到 React 根组件，菜单数据来源不变。
  """,
  ADMIN, "build", "verified", ["qiankun", "MainApp"], MAINLINE, {"antd": "^5"},
  conditions="tickets-admin 主线，antd 5 子应用挂在 ant-design-vue 1.7 主应用里。",
  counter="hotfix/antd4 分支不走 qiankun，是独立部署。",
  source="PR #820, Confluence 后台迁移/微前端", updated="2024-07-12")

E(89, "Vue Test Utils → React Testing Library：按角色查询，别找组件实例",
  """
  VTU 的 wrapper.find('.btn').trigger('click') + wrapper.vm.xxx 断言内部状态。RTL 不暴露实例：
  await user.click(screen.getByRole('button', { name: '保存' }))，断言渲染结果；异步出现的元素用 findByRole。
  请求统一用 msw mock，不要 mock 组件内部的 api 函数。Vitest 配 environment: 'jsdom'，setupFiles 里引 @testing-library/jest-dom/vitest。
  """,
  TEAM, "test", "verified", ["vue-test-utils"], ANY, {},
  conditions="团队所有 React 项目。",
  source="前端规范 v3 / 测试", updated="2024-04-20")

E(90, "Mocking uni.* APIs in Vitest for shared utils — draft checklist",
  """
  Draft, checklist only. Shared utils (formatters, storage helpers) still call uni.getStorageSync / uni.request in a few places.
  Checks: 1) vi.stubGlobal('uni', { getStorageSync: vi.fn(), setStorageSync: vi.fn() }) in setupFiles;
  2) reset mocks between tests (vi.unstubAllGlobals);
  3) better: wrap uni calls behind a platform adapter and mock the adapter;
  4) do not import @dcloudio/uni-app in tests.
  """,
  H5, "test", "candidate", ["uni.getStorageSync", "platform-adapter"], ANY, {},
  source="SG team notes 2024-09", updated="2024-09-10")

E(91, "Checkout flow migration playbook (SG + Hangzhou): method selection, callbacks, error codes, rollout, monitoring",
  """
  ## Overview
  The React checkout replaces the Vue order-confirm + pay pages in tickets-h5 mainline. It covers domestic WeChat Pay / Alipay
  through PayBridge and international card payments through Stripe (SG site).

  ## 1. Payment method selection
  - PaymentMethodSheet (antd-mobile ActionSheet) lists channels from /pay/channels; unavailable channels are shown disabled, not hidden.
  - The last used channel is preselected (stored per user).

  ## 2. Creating the prepay / PaymentIntent
  - Domestic: /pay/prepay?orderId= returns prepayId + expireAt; cache it in usePaymentStore and reuse until 60s before expiry.
  - Stripe: the PaymentIntent is created server-side with the order; the client only receives clientSecret.

  ## 3. Callback handling
  - requestPaymentAsync wraps uni.requestPayment / WeixinJSBridge into a Promise.
  - The result page has a single source of truth: useQuery(['order', orderId]); return_url redirects only invalidate that query.
  - The "paid" dialog is driven by the PAYING → PAID transition, shown once.

  ## 4. Error codes
  - PAY_4012 prepay expired: re-create the prepay for the same order once, then ask the user to re-order.
  - PAY_4017 JSSDK signature invalid: release/wechat only, see the wx.config note.
  - PAY_4031 duplicate callback: treat as success, never toast twice.
  - PAY_4090 user cancelled: show "已取消支付", do not report to Sentry, do not count as a failure.
  - PAY_5001 channel unavailable: disable that channel in PaymentMethodSheet, preselect the next one, the user confirms again; never auto-pay on another channel.
  - PAY_5002 risk control: no fallback, ask the user to contact support.

  ## 5. Rollout
  - Feature flag checkout.react.enabled: 1% → 10% → 50% → 100% over two weeks, per-channel kill switch pay.channel.<name>.enabled.
  - Rollback = flag off; the Vue checkout stays deployed for 30 days after 100%.
  - Big on-sale days (headline concerts) freeze the rollout percentage 24h before the sale.

  ## 6. Monitoring
  - Sentry events are tagged pay_code and channel; PAY_4090 is filtered out before sending.
  - Grafana dashboard "Checkout Funnel v2": prepay success rate, callback latency p95, PAY_4031 rate, result-page dwell time.
  - Alert: pay success rate drops more than 2 percentage points against the 7-day baseline for 10 minutes → page the on-call and
    consider flipping the flag.
  """,
  H5, "plugin", "verified", ["PayBridge", "PaymentMethodSheet", "PayResultPage", "StripeCheckout"], MAINLINE,
  {"react": ">=18", "@tanstack/react-query": "^5"},
  conditions="tickets-h5 mainline checkout (React 18, TanStack Query 5).",
  counter="release/wechat keeps the Vue checkout; enterprise bank-transfer orders are out of scope.",
  source="Checkout migration playbook v1.3 (Confluence), PR #1450", updated="2024-09-02")

E(92, "v-auth 权限体系迁移方案（后台）：权限数据来源、按钮级、路由级、菜单、未加载态、例外",
  """
  ## 背景
  tickets-admin 约 420 个权限点，格式 module:action（如 event:edit、venue:upload、order:refund）。Vue 版靠 v-auth 指令（含 .disable、.any 修饰符）
  + router.beforeEach 的 meta.auth + 菜单接口三套东西，经常出现"菜单能看到、点进去 403"。

  ## 1. 权限数据来源
  - 登录后调用 GET /admin/auth/permissions，一次返回 { menus: [...], points: [...], version }，菜单权限和按钮权限点来自同一个接口、同一个版本号。
  - 结果存 RTK 的 authSlice；后端在每个响应头带 X-Perm-Version，和本地 version 不一致时重新拉取，菜单和按钮同时刷新，保证同步。
  - 权限点不持久化到 localStorage，刷新页面重新拉。

  ## 2. 按钮级
  - <Auth code="event:edit"> 组件 + useAuth hook，替代 v-auth。
  - 修饰符映射：v-auth.disable → <Auth mode="disable">（禁用 + Tooltip "无权限"，disabled 按钮外包 span 才能显示 Tooltip）；
    v-auth.any → mode="any"。

  ## 3. 路由级
  - 路由表 handle: { auth } + <RequireAuth> 布局路由；无权限跳 /403。

  ## 4. 菜单
  - 菜单由前端路由表生成，再用 menus 过滤；不再单独维护菜单配置。

  ## 5. 未加载态
  - 权限未返回前 useAuth 返回 undefined，<Auth> 渲染 null，避免按钮闪烁。

  ## 6. 例外
  - 财务模块（/finance/*：退款、结算、开票）不使用权限点，后端每行数据返回 actions，按 actions 渲染按钮。

  ## 7. 测试
  - renderWithAuth(ui, ['event:edit']) 测试工具，预置 authSlice 状态。
  - 每个页面至少两条用例：有权限时按钮可见/可用，无权限时隐藏或禁用；路由级用 MemoryRouter + RequireAuth 断言跳 /403。
  - 权限点清单从后端导出为 JSON，CI 里扫描代码中的 code="..." 字符串，发现后端不存在的权限点就报错，防止拼写错误。

  ## 8. 迁移步骤与排期
  - 第一周：authSlice + /admin/auth/permissions 接入，<Auth>、useAuth、<RequireAuth> 组件落地，qiankun 主应用把权限下发给子应用。
  - 第二周起：按模块替换 v-auth（活动、场馆、订单、用户），每个模块一个 PR，PR 描述里列出该模块用到的全部权限点。
  - 最后：删除 Vue 侧的 v-auth 指令注册和 router.beforeEach 权限逻辑。

  ## 9. 常见问题
  - 新增权限点后运营说"看不到按钮"：多半是角色没勾选新权限点，不是前端问题；让运营重新登录触发 X-Perm-Version 变化。
  - 超级管理员：后端返回 points: ['*']，useAuth 对 '*' 直接返回 true，不要在前端写死角色名判断。
  - 同一按钮需要两个权限点同时满足时用数组 code（默认 all），任一满足用 mode="any"。
  """,
  ADMIN, "directive", "verified", ["v-auth", "Auth", "useAuth", "RequireAuth"], ANY, {"@reduxjs/toolkit": ">=1.9"},
  conditions="tickets-admin 所有分支（RTK 1.9+）。",
  counter="财务模块（/finance/*）不适用，按后端 actions 字段处理。",
  source="Confluence 后台迁移/权限体系 v2, PR #842–#853", updated="2024-06-08")

E(93, "闪购/开抢全链路迁移记录：倒计时、排队页、开抢按钮、压测结果、限流策略",
  """
  ## 背景
  头部演出开售时（2024-03 杭州站峰值约 12 万 QPS）流量集中在 FlashSaleCountdown → QueuePage → FlashBuyButton 这条链路。
  本文记录三个组件迁到 React 18 + TanStack Query 5 的关键点和压测结论。

  ## 1. 倒计时
  - 服务端时间偏移校准：offset = serverNow - Date.now() - rtt/2，每次 tick 重新计算剩余时间，不做 remain--。
  - 回到前台（visibilitychange）重新校准；tick 对齐整秒，不跳秒。

  ## 2. 排队页 QueuePage
  - useQuery + refetchInterval(query)，轮询间隔用服务端下发的 nextPollMs，ADMITTED 后停止轮询并跳转。
  - 切后台不轮询。

  ## 3. 开抢按钮 FlashBuyButton
  - useMutation 的 isPending 控制禁用；请求头 X-Idem-Key 幂等，超时重试复用同一 key，防止连点下两单。

  ## 4. 压测结果
  - 2024-02 全链路压测：/queue/status 在 8 万 QPS 下 p99 180ms。
  - 前端固定 2 秒轮询时，开抢瞬间请求同步放大，峰值到 15 万 QPS；改为服务端下发 nextPollMs（2–8s）+ 客户端 ±20% 随机抖动后，峰值降到 6.5 万 QPS。
  - 倒计时归零瞬间的下单请求集中在 300ms 内，网关扩容到 40 实例。

  ## 5. 限流策略
  - 网关令牌桶，超限返回 QUEUE_4290 + Retry-After，前端按 Retry-After 退避，不弹错误提示，排队页显示"排队人数较多"。
  - 开抢前 5 分钟开启"排队保护"：入口按钮先灰化，按用户随机延迟 0–3 秒放行，削平第一波请求。

  ## 6. 监控
  - 排队页停留时长、ADMITTED 转化率、QUEUE_4290 比例；大促当天值班群实时看板。
  - 前端埋点 queue_enter、queue_admitted、flash_buy_click、order_created，按 eventId 聚合，开抢后 10 分钟内每 10 秒刷新。
  - 报警：ADMITTED 后 30 秒内未创建订单的比例超过 15% 时报警，通常意味着下单接口或风控出了问题。

  ## 7. 开抢当天值班手册（前端部分）
  - 开抢前 30 分钟：确认配置中心里本场次的 queue.protect.enabled 已打开，确认静态资源已预热到 CDN。
  - 开抢前 5 分钟：排队保护生效，观察 /queue/status 的 QPS 曲线是否平滑。
  - 开抢后：关注 QUEUE_4290 比例，超过 30% 时请网关同学扩容，不要临时改前端轮询间隔（需要发版）。
  - 结束后：导出埋点数据，填写复盘文档"闪购复盘模板"。

  ## 8. 遗留问题
  - release/wechat 分支的排队页还是 react-query 3 写法，轮询间隔写死 2 秒，没有接入 nextPollMs。
  - 排队改 WebSocket 推送还在草稿阶段。
  """,
  H5, "component", "verified", ["FlashSaleCountdown", "QueuePage", "FlashBuyButton"], MAINLINE,
  {"react": ">=18", "@tanstack/react-query": "^5"},
  conditions="tickets-h5 主线。",
  counter="release/wechat 的排队页仍是 react-query 3 写法；实名制场次的下单幂等规则不在本文范围。",
  source="Confluence 闪购链路/迁移与压测, PR #1290–#1340", updated="2024-05-30")

E(94, "后台 Vue 2 全局过滤器（dateTime / eventStatus）→ utils/format.ts 普通函数",
  """
  tickets-admin 在 main.js 里 Vue.filter 注册了 dateTime、eventStatus、yuan 等过滤器，模板里 {{ row.startTime | dateTime }}。
  React 没有过滤器：统一放到 utils/format.ts，formatDateTime(ts) 用 dayjs；eventStatus 映射成 <EventStatusTag>（颜色表跟着 token 走）。
  价格统一用团队的 formatPrice，不要再各自实现 yuan。
  """,
  ADMIN, "filter", "verified", ["dateTime", "eventStatus", "yuan"], ANY, {},
  counter="只针对 tickets-admin 的 Vue.filter 注册表。",
  source="PR #829 (tickets-admin)", updated="2024-05-12")

E(95, "tableMixin（分页 mixin）→ usePagedTable 自定义 hook",
  """
  Vue 版 tableMixin 提供 pagination、loading、loadData()、handleTableChange，十几个列表页共用。React 版 usePagedTable(fetcher, { defaultPageSize })，
  返回 { tableProps, refresh, params }，直接 <Table {...tableProps} />。注意老 tableMixin 对老接口做了 current - 1；
  usePagedTable 默认 1-based，只有仍对接老接口（pageNo 从 0 开始）的页面传 zeroBased: true。
  """,
  ADMIN, "mixin", "verified", ["tableMixin", "usePagedTable"], ANY, {},
  source="PR #855 (tickets-admin)", updated="2024-06-02")

E(96, "shareMixin（onShareAppMessage）迁移：H5 里改用微信 JSSDK updateAppMessageShareData（待评审）",
  """
  Vue 版 shareMixin 在每个页面注入 onShareAppMessage / onShareTimeline（小程序生命周期）。React H5 里没有这两个钩子：
  在微信内置浏览器里用 wx.updateAppMessageShareData / updateTimelineShareData，封装成 useWechatShare({ title, desc, imgUrl })，路由变化后重新设置。
  待评审：非微信环境是否直接隐藏分享按钮，还是用 navigator.share。
  """,
  H5, "mixin", "review_required", ["shareMixin", "useWechatShare"], ANY, {},
  source="PR #1388 (待评审)", updated="2024-06-10")

E(97, "Global $message / $confirm (Vue.prototype) → antd 5 App.useApp() so toasts and confirms get the theme and locale",
  """
  SG team. The Vue admin used this.$message.success() and this.$confirm() registered on Vue.prototype.
  In antd 5 the static message.success() and Modal.confirm() render outside the React tree, so they ignore ConfigProvider
  theme tokens, prefixCls and locale (wrong primary colour, English OK/Cancel, unstyled under the qiankun prefix).
  antd ≥ 5.1 ships an <App> component: wrap the root in <ConfigProvider><App>...</App></ConfigProvider> and inside components use
  const { message, modal, notification } = App.useApp(); modal.confirm({ title: '确认下架？' }).
  For code outside components (axios interceptors) keep a module-level reference filled by a tiny <StaticBridge/> that calls App.useApp().
  """,
  ADMIN, "plugin", "verified", ["$message", "$confirm"], ANY, {"antd": ">=5.1"},
  conditions="tickets-admin, antd 5.1+.",
  source="PR #866 (SG team)", updated="2024-06-10")

E(98, "[已废弃] antd 5 静态 message / Modal.confirm 用 ConfigProvider.config 设置主题",
  """
  早期用 ConfigProvider.config({ prefixCls, theme }) 让静态方法拿到主题。只能全局设一次，语言切换不生效，qiankun 子应用里还会影响主应用。
  已被 App.useApp() 方案替代，废弃。
  """,
  ADMIN, "plugin", "deprecated", ["$message", "$confirm"], ANY, {"antd": "^5"},
  counter="全部场景废弃。", source="PR #824", updated="2024-05-08")

E(99, "ReportCenter 报表中心迁移方案（草案）：ECharts 组件拆分、数据层、筛选联动、导出",
  """
  ## 背景
  报表中心 /reports 有 8 张报表（销售日报、渠道转化、票档售罄率……），Vue 版基于 vue-echarts 5 + ECharts 4。本文是迁移草案，待评审。

  ## 1. 图表组件拆分
  - 自研 useECharts(ref, option) hook：echarts.init 放 useEffect，ResizeObserver 监听容器尺寸调用 chart.resize()，卸载时 dispose()。
  - 按需引入 echarts/core + 用到的 LineChart / BarChart / PieChart，包体积从 980KB 降到 420KB（gzip 前）。
  - 每张报表拆成 <ReportCard>（标题、时间范围、导出按钮）+ 纯展示的图表组件，图表组件只接收 option。

  ## 2. 数据层
  - 每张报表一个 RTK Query endpoint，筛选条件作为参数，keepUnusedDataFor: 300。
  - 大数据量（渠道转化明细 10 万行）由后端聚合，前端不做 groupBy。

  ## 3. 筛选联动
  - 顶部全局时间范围放 URL（useSearchParams），各报表卡片订阅；图表点击（chart.on('click')）下钻时追加参数。

  ## 4. 导出
  - 图表导出 PNG 用 chart.getDataURL；表格导出走后端异步任务。

  ## 5. 权限与数据口径
  - 每张报表对应一个权限点 report:<name>:view，报表卡片用 <Auth> 包裹；导出单独权限点 report:<name>:export。
  - 销售额口径统一用"实付金额（分）"，退款在 T+1 冲减；展示用团队 formatPrice。

  ## 6. 排期草案
  - 第一期：销售日报、渠道转化、票档售罄率三张（运营每天用）。
  - 第二期：其余五张 + 下钻；第三期：自定义报表（可能改用低代码平台，待定）。

  ## 7. 待评审问题
  - ECharts 5 的默认配色和 antd 5 token 不一致，是否统一成 token 色板。
  - 暗色主题是否本期支持。
  - useECharts 自研还是直接用 echarts-for-react（后者对 ECharts 5 按需引入的支持需要额外配置）。
  - 报表数据缓存 300 秒是否满足运营"开抢时实时看销量"的诉求，是否需要为开抢当天单独做实时大屏。
  """,
  ADMIN, "component", "review_required", ["ReportCenter", "vue-echarts"], MAINLINE, {"antd": "^5"},
  conditions="tickets-admin 主线 antd 5。",
  source="Confluence 后台迁移/报表中心（草案）", updated="2024-10-15")

E(100, "[已废弃] H5 首页瀑布流 u-waterfall 迁到 react-masonry-css",
  """
  首页"猜你喜欢"的 u-waterfall 曾迁到 react-masonry-css。2024-08 首页改版取消瀑布流（改为单列卡片），本条随之废弃，没有后续替代方案。
  """,
  H5, "component", "deprecated", ["u-waterfall"], ANY, {},
  counter="全部场景废弃。", source="PR #1264 (已回滚)", updated="2024-08-12")


# ===========================================================================
# Queries  (lang: zh / en / mixed — an added field, formats.md allows new fields)
# ===========================================================================
QUERIES = []
R, RO, NA = "reusable", "reference_only", "not_applicable"


def Q(category, lang, ctx, text, labels, decision, asset=None, asset_type=None):
    project, branch, stack = CTX[ctx]
    context = {"project": project, "branch": branch, "stack": dict(stack)}
    if asset:
        context["asset"] = asset
    if asset_type:
        context["asset_type"] = asset_type
    QUERIES.append({
        "id": "q-htk-%03d" % (len(QUERIES) + 1),
        "query": text,
        "context": context,
        "labels": {"exp-htk-%04d" % k: v for k, v in labels.items()},
        "expected_decision": decision,
        "category": category,
        "lang": lang,
    })


# --- identifier ------------------------------------------------------------
Q("identifier", "zh", "h5feat", "SeatMapCanvas 迁到 React 之后在 3 倍屏上座位号发糊，devicePixelRatio 要怎么处理",
  {1: R, 7: R, 6: NA}, "inject", "SeatMapCanvas", "component")
Q("identifier", "mixed", "h5", "useSeatStore 里 selectedSeatIds 变了只想 redraw canvas，不想整个 SeatMapCanvas re-render，zustand 怎么 subscribe",
  {2: R, 7: R}, "inject", "useSeatStore", "store")
Q("identifier", "zh", "adfeat", "EventTable 的 onChange 里把 pagination.current 传给后端之后，数据总是错一页",
  {28: R, 34: R, 95: RO}, "inject", "EventTable", "component")
Q("identifier", "zh", "ad", "v-auth.disable 修饰符在 React 里怎么实现？按钮要禁用而且要有提示",
  {40: R, 92: R, 39: RO, 43: NA}, "inject", "v-auth", "directive")
Q("identifier", "zh", "h5", "FlashBuyButton 用户连点两下，下了两个订单",
  {11: R, 93: R}, "inject", "FlashBuyButton", "component")
Q("identifier", "en", "h5", "ETicketQRCode: what replaces the uQRCode uni plugin on the React side?",
  {23: R, 27: RO, 26: NA}, "inject", "ETicketQRCode", "component")
Q("identifier", "zh", "h5", "usePayResultPolling 改成 useSuspenseQuery 的方案能直接用吗",
  {20: R, 17: RO}, "reference", "usePayResultPolling", "component")
Q("identifier", "zh", "h5", "ETicketQRCode 动态码每 30 秒换一次，React 里刷新逻辑怎么写",
  {24: R, 8: RO, 23: RO}, "reference", "ETicketQRCode", "component")
Q("identifier", "zh", "h5", "shareMixin 里的 onShareAppMessage 迁到 React H5 之后怎么办",
  {96: R}, "reference", "shareMixin", "mixin")

# --- synonym ---------------------------------------------------------------
Q("synonym", "zh", "h5feat", "选座页拖动场馆图的时候整个页面也在跟着滑，怎么都拦不住",
  {3: R, 7: R}, "inject")
Q("synonym", "zh", "h5", "开售倒计时在一些安卓手机上切出去再回来，就和实际开抢时间对不上了",
  {8: R, 93: R}, "inject")
Q("synonym", "en", "ad", "How do we keep the checked rows when an operator moves to page 3 of the events list?",
  {32: R, 34: R}, "inject")
Q("synonym", "zh", "ad", "运营后台列表的筛选条件一刷新就没了，想让它留在地址栏里",
  {33: R, 34: R}, "inject")
Q("synonym", "zh", "h5", "小程序关掉重新打开，购物车里加的票就都没了",
  {60: R}, "inject")
Q("synonym", "zh", "ad", "运营编辑活动没点保存就切到别的菜单，想拦一下给个确认框",
  {71: R, 72: NA}, "inject")
Q("synonym", "zh", "ad", "活动列表导出 Excel 的时候整个页面会卡住好几秒",
  {37: R}, "reference")

# --- jargon ----------------------------------------------------------------
Q("jargon", "zh", "h5", "倒计时双倍速又来了，只有本地 dev 才有",
  {13: R}, "inject")
Q("jargon", "zh", "ad", "场馆图直传那块 React 版怎么写",
  {54: R, 56: RO, 57: RO, 55: RO}, "inject")
Q("jargon", "zh", "ad", "权限点控制的按钮迁过来之后会闪一下",
  {39: R, 92: R, 43: NA}, "inject")
Q("jargon", "zh", "h5", "支付宝付完跳回来支付成功双弹了",
  {17: R, 91: RO}, "inject")
Q("jargon", "zh", "ad", "票档表里价格那一列想直接行内改",
  {36: R}, "reference")
Q("jargon", "zh", "h5", "地铁里没信号出不了码，能不能离线出码",
  {25: R, 23: RO}, "reference")

# --- version_gate ----------------------------------------------------------
Q("version_gate", "zh", "ad4", "EventTable 一页几百条太卡了，想开虚拟滚动",
  {31: NA, 34: NA}, "abstain", "EventTable", "component")
Q("version_gate", "en", "ad", "Can we turn on virtual scrolling for EventTable when the page size is 500?",
  {31: R, 34: R}, "inject", "EventTable", "component")
Q("version_gate", "zh", "adreport", "报表中心分支上的 EventTable 也想开虚拟滚动，500 条一页太卡",
  {31: NA, 34: NA}, "abstain", "EventTable", "component")
Q("version_gate", "zh", "h5wx", "排队页拿到 ADMITTED 之后轮询还是停不下来",
  {10: R, 9: NA, 93: NA}, "inject", "QueuePage")
Q("version_gate", "zh", "h5", "QueuePage 的 refetchInterval 回调里判断 status === 'ADMITTED'，拿到的一直是 undefined",
  {9: R, 10: NA, 93: RO}, "inject", "QueuePage")
Q("version_gate", "en", "h5z5", "After bumping zustand, a selector that returns { items, total } throws 'Maximum update depth exceeded'",
  {61: R, 62: NA}, "inject", "useCartStore", "store")
Q("version_gate", "zh", "ad4", "hotfix/antd4 分支上活动编辑页离开前要提示未保存",
  {72: R, 71: NA}, "reference", "EventEditPage", "router")
Q("version_gate", "zh", "ad4", "EventTable 开售时间 RangePicker 传 dayjs 报 date.isValid is not a function",
  {29: R, 49: NA}, "inject", "EventTable", "component")
Q("version_gate", "zh", "h5wx", "release/wechat 上的订单列表下拉刷新、上拉加载怎么迁",
  {78: R, 77: NA}, "inject", "OrderList", "component")
Q("version_gate", "mixed", "h5wx", "release/wechat 上 AvatarUpload 想用 ImageUploader + beforeUpload 压缩图片",
  {58: NA}, "abstain", "AvatarUpload", "component")

# --- status_gate -----------------------------------------------------------
Q("status_gate", "zh", "h5feat", "SeatMapCanvas 能不能用 react-konva 重写，每个座位一个节点",
  {6: NA, 1: R, 7: R}, "inject", "SeatMapCanvas", "component")
Q("status_gate", "zh", "h5", "倒计时的全局 tick 事件总线，用 mitt 替掉 uni.$on 可以吗",
  {14: NA, 8: RO, 13: RO}, "reference")
Q("status_gate", "en", "ad", "Multipart upload for large venue panoramas (over 20MB) — any notes?",
  {57: R, 54: RO, 56: RO}, "reference")
Q("status_gate", "en", "h5", "Is there a WebSocket push version of the queue page instead of polling?",
  {12: R, 9: RO}, "reference")
Q("status_gate", "zh", "ad", "权限控制用 withAuth 高阶组件把页面包一下可以吗",
  {43: NA, 39: R, 44: RO}, "inject")
Q("status_gate", "zh", "ad", "后台国际化用 react-intl 还是 i18next",
  {52: NA, 46: R}, "inject")
Q("status_gate", "mixed", "ad", "i18n missing key 自动收集上报，有现成方案吗",
  {51: R}, "reference")
Q("status_gate", "zh", "h5", "首页瀑布流 u-waterfall 迁移用哪个库",
  {100: NA}, "abstain")

# --- scope_gate ------------------------------------------------------------
Q("scope_gate", "zh", "scan", "核销 App 的扫码识别组件迁 React，切页面之后摄像头不释放",
  {26: NA}, "abstain")
Q("scope_gate", "zh", "ad", "运营后台也要做中英文切换并记住选择，和 H5 那套一样吗",
  {48: NA, 49: R, 46: RO}, "inject")
Q("scope_gate", "en", "h5", "wx.config invalid signature (PAY_4017) when paying from the main branch build",
  {22: NA, 91: NA}, "abstain")
Q("scope_gate", "en", "ad4", "Resizable columns for EventTable on the hotfix/antd4 branch?",
  {30: NA}, "abstain", "EventTable", "component")
Q("scope_gate", "zh", "scan", "Vue Test Utils 写的组件测试迁到 React Testing Library 要注意什么",
  {89: R}, "inject", None, "test")
Q("scope_gate", "zh", "h5", "H5 票价以前用 {{ price | yuan }} 过滤器，React 里统一怎么格式化",
  {53: R, 94: NA}, "inject", None, "filter")
Q("scope_gate", "en", "scan", "For the scanner app, is there a way to auto-collect missing i18n keys?",
  {51: R}, "reference", None, "i18n")

# --- missing ---------------------------------------------------------------
Q("missing", "zh", "h5feat", "座位图想做 3D 视角预览，three.js 那套迁移有经验吗",
  {}, "abstain")
Q("missing", "zh", "h5", "uni.getLocation 算用户到场馆的距离，React H5 里怎么替换",
  {}, "abstain")
Q("missing", "en", "ad", "How did you migrate the scalper-detection heatmap in the admin?",
  {}, "abstain")
Q("missing", "en", "ad", "EventTable print view (window.print) styles are broken after the migration",
  {}, "abstain", "EventTable", "component")
Q("missing", "zh", "h5", "PAY_6003 是什么错误，前端要怎么处理",
  {}, "abstain")
Q("missing", "zh", "ad", "keep-alive 缓存的活动编辑表单，切到别的 tab 再回来填了一半的内容还要在",
  {}, "abstain")
Q("missing", "mixed", "h5", "抽签购票（ballot）报名页从 Vue 迁过来有什么 notes 吗",
  {}, "abstain")

# --- not_applicable --------------------------------------------------------
Q("not_applicable", "zh", "h5feat", "SeatMapThumb 缩略图点击分区跳转，点击坐标要怎么换算成画布坐标",
  {5: NA, 4: R}, "inject", "SeatMapThumb", "component")
Q("not_applicable", "zh", "ad", "EventTicketTable 票档表要不要也像 EventTable 那样做服务端分页",
  {28: NA, 36: R}, "reference", "EventTicketTable", "component")
Q("not_applicable", "zh", "h5", "实名制场次的 FlashBuyButton，幂等 key 还是前端自己生成吗",
  {11: NA, 93: NA}, "abstain", "FlashBuyButton", "component")
Q("not_applicable", "zh", "h5", "企业团购对公转账的订单也报 PAY_4012 了，也是重新 prepay 吗",
  {15: NA, 91: NA}, "abstain")
Q("not_applicable", "zh", "ad", "Modal.confirm 静态方法弹出来的确认框颜色和按钮文案都不对",
  {82: NA, 97: R, 98: NA}, "inject")
Q("not_applicable", "en", "ad", "Finance refund button should show if the user has either refund:apply or refund:approve — can we use v-auth's any mode?",
  {39: NA, 92: NA}, "abstain", "v-auth", "directive")
Q("not_applicable", "zh", "ad", "场馆 360 全景图 80MB，用 customRequest 直接 put 上传一直超时",
  {54: NA, 57: R}, "reference", "VenueImageUpload", "component")

# --- long_doc --------------------------------------------------------------
Q("long_doc", "zh", "h5feat", "座位图迁移那个 PR 里红米机型的帧率对比数据是多少？回滚开关叫什么",
  {7: R}, "inject", "SeatMapCanvas")
Q("long_doc", "en", "ad", "Where do we persist the EventTable column settings (visible columns, order) — backend or localStorage?",
  {34: R, 30: RO}, "inject", "EventTable")
Q("long_doc", "en", "h5", "Checkout playbook: what's the rollout and monitoring plan for the new payment callback handling?",
  {91: R}, "inject")
Q("long_doc", "zh", "ad", "权限迁移方案里菜单权限和按钮权限点是怎么保持同步的，后端接口是哪个",
  {92: R, 44: RO}, "inject")
Q("long_doc", "zh", "h5", "开抢前排队页的压测结果和限流策略是什么",
  {93: R}, "inject")
Q("long_doc", "zh", "adfeat", "qiankun 子应用里 antd 5 的样式被主应用 ant-design-vue 1.7 覆盖了",
  {88: R, 85: RO}, "inject")
Q("long_doc", "zh", "ad", "报表中心的 echarts 图表迁移怎么拆分，有现成方案吗",
  {99: R}, "reference", "ReportCenter")

# --- multilingual ----------------------------------------------------------
Q("multilingual", "zh", "h5", "Stripe 的 Payment Element 在开发环境 onReady 回调触发两次，生成了两个 PaymentIntent",
  {18: R, 91: RO}, "inject")
Q("multilingual", "zh", "ad", "英文文案的单复数，vue-i18n 的竖线写法迁到 i18next 要怎么写",
  {47: R, 46: RO}, "inject", None, "i18n")
Q("multilingual", "zh", "h5", "新加坡站票价要显示成 S$128.00 这种格式",
  {53: R}, "inject")
Q("multilingual", "en", "h5", "The countdown ticks twice per second in local dev but is fine in prod",
  {13: R}, "inject", "useCountdown")
Q("multilingual", "en", "ad", "Direct upload of venue photos to OSS with STS credentials from the React admin",
  {54: R, 56: RO}, "inject", "VenueImageUpload", "component")
Q("multilingual", "en", "ad", "Converting namespaced Vuex getters (mapGetters) to Redux Toolkit selectors",
  {65: R}, "inject", None, "store")
Q("multilingual", "zh", "h5", "公共工具函数里调了 uni.* 的方法，单测里要怎么 mock",
  {90: R}, "reference", None, "test")

# --- error_code ------------------------------------------------------------
Q("error_code", "zh", "h5", "用户取消支付返回 PAY_4090，要不要上报 Sentry",
  {16: R, 91: R}, "inject")
Q("error_code", "mixed", "ad", "UPLOAD_4033：一次传 30 张场馆图，后面的全部失败",
  {56: R, 54: RO}, "inject", "VenueImageUpload")
Q("error_code", "en", "ad4", "AUTH_4011 storm: a dozen requests all refresh the token at once and the operator gets logged out",
  {45: R}, "inject")
Q("error_code", "mixed", "h5", "PAY_5001 channel unavailable 的时候前端怎么 fallback 到别的支付方式",
  {19: R, 91: R}, "inject", "PaymentMethodSheet")
Q("error_code", "zh", "ad", "启动就报错 The object notation for `createSlice.extraReducers` has been removed",
  {67: R, 66: NA}, "inject", None, "store")
Q("error_code", "en", "h5wx", "PAY_4017 invalid signature on iOS after navigating inside the SPA",
  {22: R}, "inject")
Q("error_code", "mixed", "h5", "H5 的 AvatarUpload 上传也报 UPLOAD_4033 了，是不是也要刷新 STS",
  {56: NA, 58: RO}, "reference", "AvatarUpload")


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    write_jsonl(os.path.join(HERE, "experiences.jsonl"), ENTRIES)
    write_jsonl(os.path.join(HERE, "queries.jsonl"), QUERIES)
    print("wrote %d entries, %d queries" % (len(ENTRIES), len(QUERIES)))


if __name__ == "__main__":
    main()
