#!/usr/bin/env python3
"""Generate the labeled test library of 青山电网 (Qingshan Power Grid) front-end group.

Projects:
  dispatch-console  调度控制台   Vue 2.7 + ant-design-vue 1.7 + Vuex 3 + ECharts 4
                    -> React 18 + antd 5 + zustand 4 + ECharts 5 (echarts-for-react 3);
                    branch hotfix/2024 is still React + antd 4 + zustand 4.3 + ECharts 4.
  inspection-h5     巡检 H5      uni-app (Vue 2) + uView 1 -> React 18 + antd-mobile 5 + TanStack Query 5
  "*"               team-wide experience

Writes experiences.jsonl and queries.jsonl next to this script. Standard library only.
All texts are written by hand below; nothing is templated.
"""
import json
import os
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Query contexts (the stacks the agents send)
# ---------------------------------------------------------------------------
DC_STACK = {
    "vue": "2.7.16", "vuex": "3.6.2", "ant-design-vue": "1.7.8",
    "react": "18.2.0", "react-dom": "18.2.0", "react-router-dom": "6.22.3",
    "antd": "5.12.8", "zustand": "4.5.2",
    "echarts": "5.4.3", "echarts-for-react": "3.0.2", "dayjs": "1.11.10",
}
DC_HOTFIX_STACK = {
    "vue": "2.7.16", "vuex": "3.6.2", "ant-design-vue": "1.7.8",
    "react": "18.2.0", "react-dom": "18.2.0", "react-router-dom": "6.22.3",
    "antd": "4.24.15", "zustand": "4.3.9",
    "echarts": "4.9.0", "echarts-for-react": "2.0.16", "moment": "2.29.4",
}
H5_STACK = {
    "vue": "2.6.14", "uview-ui": "1.8.8",
    "react": "18.3.1", "react-dom": "18.3.1", "react-router-dom": "6.22.3",
    "antd-mobile": "5.34.0", "@tanstack/react-query": "5.28.4", "dayjs": "1.11.10",
}


def dc(branch="main", asset=None, asset_type=None):
    c = {"project": "dispatch-console", "branch": branch,
         "stack": dict(DC_HOTFIX_STACK if branch.startswith("hotfix/") else DC_STACK)}
    if asset:
        c["asset"] = asset
    if asset_type:
        c["asset_type"] = asset_type
    return c


def h5(branch="main", asset=None, asset_type=None):
    c = {"project": "inspection-h5", "branch": branch, "stack": dict(H5_STACK)}
    if asset:
        c["asset"] = asset
    if asset_type:
        c["asset_type"] = asset_type
    return c


ENTRIES = []
QUERIES = []


def E(id, title, body, project, asset_type, status, lang, branches=None, applies_to=None,
      assets=None, conditions=None, counter_conditions=None, source=None, updated_at=None):
    rec = {"id": id, "title": title, "body": textwrap.dedent(body).strip(),
           "project": project, "branches": branches or ["*"], "applies_to": applies_to or {},
           "asset_type": asset_type, "assets": assets or [], "status": status, "lang": lang}
    if conditions:
        rec["conditions"] = conditions
    if counter_conditions:
        rec["counter_conditions"] = counter_conditions
    if source:
        rec["source"] = source
    if updated_at:
        rec["updated_at"] = updated_at
    ENTRIES.append(rec)


def Q(id, query, context, labels, expected_decision, category, lang, evidence=None, note=None):
    rec = {"id": id, "query": query, "context": context, "labels": labels,
           "expected_decision": expected_decision, "category": category, "lang": lang}
    if evidence:
        rec["evidence"] = evidence
    if note:
        rec["note"] = note
    QUERIES.append(rec)


DC = "dispatch-console"
H5 = "inspection-h5"
ALL = "*"

# ===========================================================================
# dispatch-console :: TopologyGraph 单线图
# ===========================================================================
E("exp-dc-0001",
  "TopologyGraph 单线图迁移复盘：echarts-for-react 下的整图闪烁、缩放丢失、挂牌图元与相邻高亮",
  """
  【复盘】TopologyGraph（单线图）从 Vue 2 + ECharts 4 迁到 React 18 + ECharts 5 + echarts-for-react 3

  一、背景
  单线图是调度控制台最重的组件：一个 220kV 站的主接线图大约 1800~3200 个节点（母线、断路器、刀闸、主变、
  线路端点），节点坐标由 SCADA 模型导出，layout 固定为 'none'。Vue 版里组件在 mounted 中 echarts.init，
  遥信变位通过 this.$bus.$on('yx') 收到后直接 chart.setOption 增量更新，整体是命令式的。迁到 React 后第一版
  图省事，把整个 option 放进组件状态，每来一次变位就 setState 一个新 option，上线联调当天就出了三个问题。

  二、问题一：每次遥信变位整张图闪一下
  现象：开关分合一次，整张图的线条和标签都重绘一遍，值班员反馈“图在跳”。
  原因：echarts-for-react 3 在 componentDidUpdate 里对新旧 option 做深比较，只要有差异就把整个 option 交给
  setOption。我们每次都 new 一个几千节点的 option，一是深比较本身在 3000 节点上就要 20ms+，二是整份 option
  重新 setOption，配合我们当时写的 notMerge={true}，等于每次清空重建。
  处理：
  1. 静态部分（节点坐标、连线、样式）用 useMemo 生成，依赖只有站号和模型版本，正常运行期间引用不变；
  2. notMerge 保持默认 false，lazyUpdate 打开；
  3. 变位这种高频小更新不走 React 渲染：通过 ref 拿实例，chart.getEchartsInstance().setOption({ series: [{ id: 'topo', data: changedNodes }] })，
     series 必须带固定 id，否则 ECharts 按下标合并，哪天多加一个 series 就错位；
  4. 变位数据来自遥测总线的 store，订阅方式见遥测总线迁移复盘（非 React 消费者用 store.subscribe）。
  改完后 3000 节点站单次变位更新从 180ms 降到 12ms 左右，肉眼无闪烁。

  三、问题二：值班员缩放/平移后，来一次变位视图又弹回原位
  原因同上：notMerge 重建时 roam 状态（zoom、center）被 option 里的初始值覆盖。
  处理：去掉 notMerge 以后大部分情况已经解决；切换厂站时需要重置视图，则显式 setOption 带上 zoom: 1 和
  center。另外把用户最后一次的 zoom/center 从 chart.getOption().series[0] 读出来存进偏好 store，
  下次打开同一个厂站时恢复。

  四、问题三：挂牌图元
  Vue 版的挂牌（检修、接地、禁止合闸、有人工作）是在 zrender 层上另画的 image 元素，位置靠手算，缩放时经常错位。
  React 版改成节点自身的 label.rich：挂牌以 rich 文本块 + backgroundColor: { image } 的方式挂在节点右上角，
  随节点一起缩放，不再单独维护坐标。挂牌的新增/撤销走 TagPlacementDialog，成功后只增量更新对应节点。
  注意 image 必须同源或服务端带 CORS 头，否则导出图片时 canvas 被污染。

  五、问题四：相邻高亮（选中一个刀闸，高亮与它直接相连的设备）
  Vue 版用的是 ECharts 4 的 series-graph.focusNodeAdjacency: true。升级到 ECharts 5 后这个配置已被官方迁移指南
  标为废弃，我们在 5.4.3 上的表现是只高亮自身、其他节点不淡化，和值班员习惯不一致。5.x 的正确写法：
      series: [{ type: 'graph', id: 'topo', layout: 'none',
                 emphasis: { focus: 'adjacency', lineStyle: { width: 4 } },
                 blur: { itemStyle: { opacity: 0.15 }, lineStyle: { opacity: 0.1 } } }]
  emphasis.focus 可选 'adjacency' / 'self' / 'series'，我们用 'adjacency'；blur 里的透明度要自己调，默认淡化得不明显。
  若需要点击后常亮（而不是 hover 时才高亮），用 chart.dispatchAction({ type: 'highlight', seriesId: 'topo', dataIndex })
  并在下一次点击前先 downplay。

  六、问题五：事件绑定泄漏
  echarts-for-react 会在卸载时 dispose 实例，但我们在 onChartReady 里通过 chart.getZr().on('click', ...) 绑定的
  空白区域点击不会被自动解除。厂站切换时组件不卸载只换 option，旧回调里闭包着旧厂站号，出现点 A 站打开 B 站设备卡片。
  处理：zr 事件统一在 useEffect 里绑定、cleanup 里 off，回调通过 ref 读最新的厂站号。

  七、问题六：容器尺寸
  单线图放在可折叠的侧栏布局里，echarts-for-react 3 默认 autoResize 会监听容器尺寸变化，足够用，不需要自己再挂
  ResizeObserver，两者同时挂会 resize 两次。

  八、检查清单
  - option 静态部分是否 useMemo，依赖是否只有厂站和模型版本；
  - series 是否有固定 id；notMerge 是否为默认 false；
  - 高频变位是否绕开 React 渲染；
  - 相邻高亮是否已改成 emphasis.focus；
  - zr 层事件是否在 cleanup 里解绑。
  """,
  DC, "component", "verified", "zh",
  applies_to={"echarts": "^5", "echarts-for-react": "^3", "react": "^18"},
  assets=["TopologyGraph"],
  conditions="ECharts 5 + echarts-for-react 3 的分支（main、feat/*）；节点坐标固定（layout: 'none'）的单线图。",
  counter_conditions="hotfix/2024 仍是 ECharts 4，相邻高亮等写法不适用；力导向布局（layout: 'force'）的拓扑概览图另议。",
  source="复盘文档 DC-RETRO-2024-11；PR !1432、!1457",
  updated_at="2024-11-28")

E("exp-dc-0002",
  "hotfix/2024：ECharts 4 单线图的相邻高亮继续用 focusNodeAdjacency",
  """
  fix(topology): hotfix/2024 还是 echarts 4.9 + echarts-for-react 2.x。
  graph series 相邻高亮直接写 focusNodeAdjacency: true，不要从 main cherry-pick emphasis.focus 的写法——
  emphasis.focus 是 5.0 才有的配置，4.x 里写了静默无效，不报错也不高亮。
  echarts-for-react 2 取实例同样是 ref.current.getEchartsInstance()；遥信刷新只增量 setOption series.data，
  series 带 id。
  """,
  DC, "component", "verified", "zh",
  branches=["hotfix/*"],
  applies_to={"echarts": "^4", "echarts-for-react": "^2"},
  assets=["TopologyGraph"],
  conditions="hotfix 分支，ECharts 4.x。",
  counter_conditions="main / feat/* 已是 ECharts 5，按单线图迁移复盘改用 emphasis.focus。",
  source="commit 7f3c2e1 (hotfix/2024)",
  updated_at="2024-12-06")

E("exp-dc-0003",
  "（已废弃）单线图不走 ECharts series，直接用 zrender 手绘",
  """
  2023 年的试验方案：绕开 ECharts 的 graph series，直接用 zrender 画母线、开关图元，自己维护命中检测、
  缩放平移和 hover 状态。优点是图元可以完全按国网图形规范画。问题：hover 命中、roam、框选都要手写，
  3000 节点时命中检测每帧遍历，值班机 CPU 占满；另外两位同事离开后没人能维护。
  2024-06 起废弃，统一改用 graph series + label.rich 挂牌的方案（见 exp-dc-0001）。不要再基于这份代码开发。
  """,
  DC, "component", "deprecated", "zh",
  assets=["TopologyGraph"],
  counter_conditions="已废弃，任何分支都不要使用。",
  source="设计评审 2023-Q4；废弃决定 2024-06 周会纪要",
  updated_at="2024-06-14")

E("exp-dc-0004",
  "Vendor note: rendering large single-line diagrams with the ECharts 5 graph series",
  """
  Vendor technical note VN-ECH-07, prepared for the Qingshan dispatch-console team.

  Stations in the provincial model export between 1,500 and 4,000 nodes per single-line diagram. Observations
  from the acceptance test on the dispatcher workstations (i5-8500, integrated graphics, 2 x 27" 1440p):

  1. Use layout: 'none' with the x/y coordinates from the SCADA model export. Do not use the force layout for
     station diagrams; it never settles on 3,000 nodes and moves equipment between refreshes.
  2. Turn animation off once the node count passes about 2,000 (animation: false, or set animationThreshold
     below your node count). Animated updates on a graph series of this size cost more than the update itself.
  3. The graph series does not support progressive rendering; setting progressive / progressiveThreshold has
     no effect, so do not rely on it.
  4. Keep the canvas renderer for interactive use and pass devicePixelRatio: 1 in the init options on the
     low-end workstations (with echarts-for-react: opts={{ renderer: 'canvas', devicePixelRatio: 1 }}).
     On 1440p panels the default ratio doubled fill cost for little visible gain.
  5. Hide labels of minor equipment until the user zooms in (toggle label.show on the data items from your
     roam handler) instead of rendering 3,000 labels at zoom 1.
  """,
  DC, "component", "verified", "en",
  applies_to={"echarts": ">=5 <6"},
  assets=["TopologyGraph"],
  conditions="Station single-line diagrams above roughly 1,500 nodes on ECharts 5.",
  counter_conditions="Small overview graphs (< 300 nodes) do not need these settings.",
  source="Vendor note VN-ECH-07 (system integrator), 2024-09",
  updated_at="2024-09-20")

E("exp-dc-0005",
  "TopologyMiniMap（鹰眼缩略图）与主图同步：第二个 ECharts 实例 + dispatchAction",
  """
  鹰眼 TopologyMiniMap 是单线图右下角的缩略图，用来显示当前视口在全站中的位置。Vue 版和主图共享一个
  ECharts 实例、用 dataZoom 硬凑，React 版拆成独立组件：
  - 缩略图自己一个实例，option 只保留节点坐标和连线，不要标签、不要挂牌，symbolSize 统一 2；
  - 主图 roam 时把 zoom/center 换算成缩略图上的矩形框，用 graphic 组件画框；
  - 在缩略图上拖动框时，反算主图的 center，再对主图实例 setOption({ series: [{ id: 'topo', center, zoom }] })；
  - 两个实例之间不要用 echarts.connect，connect 会把 tooltip 和高亮也联动过去。
  """,
  DC, "component", "verified", "zh",
  applies_to={"echarts": "^5"},
  assets=["TopologyMiniMap"],
  conditions="需要鹰眼导航的大站单线图。",
  counter_conditions="这是缩略图组件本身的做法，不处理主图 TopologyGraph 的闪烁、缩放保持或相邻高亮问题。",
  source="PR !1501",
  updated_at="2024-12-02")

E("exp-dc-0006",
  "TopologyGraph 右键挂牌菜单：屏蔽浏览器菜单、取到节点、定位 antd 菜单",
  """
  右键设备弹出“挂牌/摘牌/查看遥测”菜单。迁移时踩到的点：
  1. chart.on('contextmenu', params => { params.event.event.preventDefault(); ... })，注意是 params.event.event，
     外层 params.event 是 ECharts 包装过的事件，直接 preventDefault 不生效，浏览器自己的菜单照样弹；
  2. 空白处右键走 chart.getZr().on('contextmenu')，否则空白处仍会弹浏览器菜单；
  3. antd Dropdown 的 trigger={['contextMenu']} 套在 canvas 外层拿不到具体节点，改成受控的 Dropdown：
     open 由状态控制，用一个 position: absolute 的 1x1 占位 div 放到 params.event.offsetX/offsetY 处作为锚点；
  4. 菜单项按权限过滤（topology:tag:place 等），点击“挂牌”打开 TagPlacementDialog。
  """,
  DC, "component", "verified", "zh",
  applies_to={"echarts": "^5", "antd": "^5"},
  assets=["TopologyGraph", "TagPlacementDialog"],
  source="PR !1468",
  updated_at="2024-11-12")

E("exp-dc-0007",
  "单线图打印/导出 PDF：考虑只在导出时用 SVG 渲染器（检查项）",
  """
  还没定方案，先记检查项：
  - 交互仍用 canvas；导出时另起一个隐藏实例 init(dom, null, { renderer: 'svg' })，setOption 同一份静态 option；
  - 检查挂牌 image 是否同源，SVG 里外链图片在打印时会丢；
  - 检查字体：值班机没有思源黑体时 SVG 里的中文标签会回退成宋体，需要内嵌或转 path；
  - 检查 A3 横版纸张下的缩放比例和页边距；
  - 3000 节点导出的 SVG 体积大约 6MB，确认打印服务能接。
  """,
  DC, "component", "candidate", "zh",
  applies_to={"echarts": "^5"},
  assets=["TopologyGraph"],
  source="周会讨论 2024-12-10",
  updated_at="2024-12-10")

E("exp-dc-0008",
  "TagPlacementDialog 挂牌弹窗：挂牌类型、禁止合闸牌的监护人二次确认、失败回滚",
  """
  挂牌弹窗从 Vue 版的 this.$confirm 链式调用改成 antd Modal + Form：
  - 挂牌类型：检修、接地、禁止合闸、有人工作；类型决定图标和后续是否允许遥控；
  - “禁止合闸”“接地”两类牌需要监护人二次确认：弹窗第二步要求监护人输入工号+口令，调用 /auth/guardian 校验，
    返回的 guardianToken 随挂牌请求一起提交；监护人不能是操作人本人，前端先拦一道，后端再校验；
  - 权限：打开弹窗需要 topology:tag:place，摘牌需要 topology:tag:remove，用 usePermission 判断；
  - 提交成功前先乐观更新单线图节点的挂牌图元（增量 setOption），接口失败时回滚并 message.error；
  - Modal 用 open 控制，destroyOnClose，避免上一次的监护人口令残留在表单里。
  """,
  DC, "component", "verified", "zh",
  applies_to={"antd": "^5"},
  assets=["TagPlacementDialog"],
  conditions="main 及 feat/* 分支（antd 5）。",
  source="PR !1470；安规 挂牌管理 要求",
  updated_at="2024-11-15")

# ===========================================================================
# dispatch-console :: AlarmList 实时告警
# ===========================================================================
E("exp-dc-0010",
  "AlarmList 虚拟滚动：直接用 antd 5 Table 的 virtual 属性",
  """
  Vue 版 AlarmList 是 a-table + vue-virtual-scroller 手工拼的 tbody，React 版不再自己拼：antd 5.9 起 Table 自带
  virtual。要点：
  - <Table virtual scroll={{ y: 600, x: 1600 }} pagination={false} />，scroll.y 必须是数字；有 fixed 列时
    scroll.x 也要给数字，否则固定列错位；
  - 行高要固定：告警描述列加 ellipsis，备注不换行，行高 40px；
  - 排序、筛选、rowSelection 在 virtual 下照常可用，2 万条实时告警滚动保持 60fps；
  - 列宽全部写死 width，virtual 模式不会根据内容自适应列宽。
  """,
  DC, "component", "verified", "zh",
  applies_to={"antd": ">=5.9 <6"},
  assets=["AlarmList"],
  conditions="antd 5.9 及以上；行高固定的实时告警列表。",
  counter_conditions="行高不固定的情况不适用：可展开告警详情（expandable）、备注多行换行时，virtual 模式下滚动会跳动、展开行位置错乱；antd 5.9 以下没有 virtual 属性；表格需要 rowSpan 合并单元格的也不要开 virtual。",
  source="PR !1388",
  updated_at="2024-10-21")

E("exp-dc-0011",
  "hotfix/2024 的 AlarmList：antd 4 Table + react-window 自己接管 body",
  """
  antd 4 的 Table 没有 virtual。hotfix/2024 上按 antd 4 文档的“虚拟列表”示例做：
  components={{ body: renderVirtualList }}，renderVirtualList 里用 react-window 的 VariableSizeGrid 渲染单元格，
  scroll={{ y: 600 }}。注意：
  - fixed 列在这个方案下失效，告警等级列不要再 fixed；
  - 容器宽度变化时调用 gridRef.current.resetAfterIndices({ columnIndex: 0, shouldForceUpdate: true })；
  - rowSelection 要自己在单元格里画 Checkbox。
  能用，但维护成本高，只在 hotfix 上保留。
  """,
  DC, "component", "verified", "zh",
  branches=["hotfix/*"],
  applies_to={"antd": "^4"},
  assets=["AlarmList"],
  conditions="hotfix 分支，antd 4.x。",
  counter_conditions="antd 5.9+ 的分支直接用 Table 内置 virtual，不要再搬这套 react-window 方案。",
  source="commit a81d09b (hotfix/2024)",
  updated_at="2024-10-30")

E("exp-dc-0012",
  "AlarmList 展开告警详情（不定行高）：试用 react-virtuoso 的 TableVirtuoso",
  """
  需求：值班员要在告警行里展开看保护动作详情和录波链接，行高从 40px 到 300px 不等，antd Table 的 virtual
  在这种情况下滚动跳动。在 feat/alarm-virtual 上试了 react-virtuoso：
  - TableVirtuoso 自动测量每行高度，展开/收起不需要手动通知；
  - 表头用 fixedHeaderContent 吸顶，样式复用 antd 的 .ant-table-thead 类名手工对齐；
  - 排序、筛选要自己做，不能再用 antd Table 的 columns.sorter；
  尚未在 5 万条、每秒 800 条推送下压测，样式和 antd Table 也没完全对齐，先不要合进 main。
  """,
  DC, "component", "review_required", "zh",
  branches=["feat/alarm-*"],
  applies_to={"react": "^18"},
  assets=["AlarmList"],
  conditions="需要可展开详情、不定行高的告警列表。",
  counter_conditions="固定行高的场景直接用 antd Table virtual。",
  source="feat/alarm-virtual 分支实验记录 2024-12",
  updated_at="2024-12-18")

E("exp-dc-0013",
  "告警推送洪峰：websocket 消息先缓冲 200ms 再批量写 zustand store",
  """
  事故跳闸时告警和 SOE 每秒 800 条以上。第一版在 onmessage 里每条调用一次 set()，每次 set 都会通知所有订阅者，
  AlarmList 每秒重渲染几百次，值班机卡死。改法：
  - onmessage 只 push 进模块级数组 buffer；
  - setTimeout 200ms 冲刷一次：set(state => ({ alarms: mergeAlarms(state.alarms, buffer.splice(0)) }))；
  - mergeAlarms 按 alarmId 去重、按时间倒序，总量超过 5 万条时裁掉最早的已确认告警；
  - React 18 的自动批处理只合并同一次事件里的 setState，管不到 zustand 的多次 set，缓冲不能省。
  """,
  DC, "store", "verified", "zh",
  applies_to={"zustand": ">=4 <5"},
  assets=["AlarmList", "telemetryBus"],
  source="事故演练复盘 2024-10-09；PR !1402",
  updated_at="2024-10-12")

E("exp-dc-0014",
  "AlarmHistoryList 历史告警：服务端分页 + 服务端排序，不要照搬 AlarmList 的虚拟滚动",
  """
  历史告警查询页 AlarmHistoryList 和实时 AlarmList 名字像、列也像，但数据量完全不同：一个月的历史告警几十万条。
  有同事照着 AlarmList 加了 virtual 并一次性拉全量，接口返回 30 万条把查询服务拖挂。正确做法：
  - antd Table 的 pagination 受控，pageSize 默认 100，onChange 里把 page、pageSize、sorter、filters 发给后端；
  - 排序和筛选全部走服务端（sorter: true），不要用前端 sorter 函数；
  - 查询条件（时间范围、厂站、告警等级）放 URL query，方便值班员把链接发给检修；
  - 导出走后端异步任务，不在前端拼大文件。
  """,
  DC, "component", "verified", "zh",
  assets=["AlarmHistoryList"],
  conditions="历史告警查询这类大数据量、按条件查询的表格。",
  counter_conditions="实时告警 AlarmList（推送、常驻内存）不适用，见 AlarmList 虚拟滚动条目。",
  source="故障单 INC-2024-1107",
  updated_at="2024-11-08")

E("exp-dc-0015",
  "（已废弃）AlarmList 用 react-virtualized 的 Table 重写",
  """
  2023 年底的方案：用 react-virtualized 的 Table + AutoSizer 重写告警列表。react-virtualized 已基本停维护，
  React 18 StrictMode 下一直报 findDOMNode is deprecated，而且样式和 antd 完全两套。2024-10 废弃：
  main 用 antd 5 Table virtual，hotfix 用 react-window（见 exp-dc-0010 / exp-dc-0011）。
  """,
  DC, "component", "deprecated", "zh",
  assets=["AlarmList"],
  source="技术选型记录 2023-12；废弃 2024-10",
  updated_at="2024-10-21")

E("exp-dc-0016",
  "AlarmList 确认告警后整行闪烁、勾选错位：rowKey 改用 alarmId + seq",
  """
  fix(alarm): rowKey 之前用的是 index，新告警插到头部后所有行的 key 都变了，确认（ack）动画和 rowSelection
  的勾选全乱，看起来像整表闪烁。改 rowKey={r => `${r.alarmId}-${r.seq}`}：同一告警复归后后端复用 alarmId、
  seq 递增，只用 alarmId 会把复归前后两条当成一条。控制台的 Each child in a list should have a unique "key" prop
  警告也随之消失。
  """,
  DC, "component", "verified", "zh",
  assets=["AlarmList"],
  source="commit 3be91a4",
  updated_at="2024-10-25")

E("exp-dc-0017",
  "告警音被浏览器拦截：NotAllowedError: play() failed because the user didn't interact with the document first",
  """
  Vue 版 AlarmSound 用 <audio autoplay> 在新告警时播放，老版本 Chrome 上没问题。迁到 React 后值班机升级到
  Chrome 120，新告警时控制台报 Uncaught (in promise) DOMException / NotAllowedError: play() failed because
  the user didn't interact with the document first，一级告警没声音。
  处理：
  1. 值班员登录后必须点一次“开始值班”按钮，在这个点击回调里创建 AudioContext 并 resume()，同时预加载三种告警音；
     之后的播放都走这个 AudioContext，不再依赖 audio 元素的 autoplay；
  2. 页面刷新会丢掉这次“用户激活”，刷新后顶部显示“点击恢复告警音”横幅，直到用户点一下；
  3. 运维给值班机下发了 Chrome 企业策略 AutoplayAllowlist，把控制台域名加进去，作为兜底；
  4. play() 返回的 Promise 一定要 catch，失败时在告警条上闪烁提示，不能静默。
  """,
  DC, "component", "verified", "zh",
  assets=["AlarmList", "AlarmSound"],
  source="故障单 INC-2024-0923；运维变更单 CHG-2024-311",
  updated_at="2024-09-26")

# ===========================================================================
# dispatch-console :: TimeRangePicker / TimeRangeSlider
# ===========================================================================
E("exp-dc-0020",
  "TimeRangePicker 迁到 antd 5 RangePicker：dayjs、presets、31 天跨度限制",
  """
  TimeRangePicker 是告警查询、曲线查询共用的时间范围组件。Vue 版是 a-range-picker（moment）。迁移要点：
  - antd 5 只认 dayjs，组件对外仍然收发毫秒时间戳 [startMs, endMs]，内部用 dayjs(ms) 转换，外部调用方不用改；
  - 快捷项 ranges 改为 presets：presets={[{ label: '今天', value: [dayjs().startOf('day'), dayjs()] }, ...]}；
  - showTime={{ format: 'HH:mm' }}，format="YYYY-MM-DD HH:mm"；
  - 最大跨度 31 天：onCalendarChange 记住已选的第一个日期，disabledDate 里判断与它的差值 > 31 天则禁用；
  - dayjs 的 weekday、localeData、customParseFormat 插件在 main.tsx 里统一 extend。
  """,
  DC, "component", "verified", "zh",
  applies_to={"antd": "^5", "dayjs": "^1"},
  assets=["TimeRangePicker"],
  conditions="antd 5 分支（main、feat/*）。",
  counter_conditions="hotfix/2024（antd 4 + moment）不适用；需要随时间滚动的动态快捷项（如“当班”8:00—次日 8:00）不适用：presets 在渲染时计算一次，过了交班时间不会自动更新，见交接班快捷项检查项。",
  source="PR !1350",
  updated_at="2024-09-30")

E("exp-dc-0021",
  "hotfix/2024 的 TimeRangePicker：antd 4 继续用 moment 和 ranges",
  """
  hotfix 上 antd 4 的 RangePicker 仍然基于 moment，快捷项还是 ranges 对象：
  ranges={{ '今天': [moment().startOf('day'), moment()], '最近 24 小时': [moment().subtract(24, 'h'), moment()] }}。
  不要在 hotfix 上引入 dayjs 版的 TimeRangePicker（main 上那份），antd 4 收到 dayjs 对象会在打开面板时报错。
  想在 antd 4 上换 dayjs 需要 generatePicker 自定义，hotfix 不值得做。
  """,
  DC, "component", "verified", "zh",
  branches=["hotfix/*"],
  applies_to={"antd": "^4", "moment": "^2"},
  assets=["TimeRangePicker"],
  counter_conditions="main 等 antd 5 分支用 dayjs + presets。",
  source="commit c0d77e2 (hotfix/2024)",
  updated_at="2024-10-02")

E("exp-dc-0022",
  "RangePicker 报 TypeError: clone.weekday is not a function：dayjs 插件没加载或传进了 moment 对象",
  """
  现象：告警查询页打开时间选择面板就白屏，控制台 TypeError: clone.weekday is not a function。
  两个来源，我们都遇到了：
  1. 初始值来自还没迁完的 Vuex 模块，里面是 moment() 对象，直接给了 antd 5 的 RangePicker；
  2. pnpm 装出了两份 dayjs（项目直接依赖 1.11.10，某个图表插件锁了 1.10.x），插件 extend 在了其中一份上，
     antd 用的是另一份，weekday 插件在它身上不存在。
  处理：入口统一 dayjs.extend(weekday); dayjs.extend(localeData)；package.json 用 pnpm.overrides 锁成一份 dayjs；
  所有传给 antd 日期组件的值先过 toDayjs(v)（兼容 number / string / moment，moment 用 dayjs(m.valueOf())）。
  """,
  DC, "component", "verified", "zh",
  applies_to={"antd": "^5", "dayjs": "^1"},
  assets=["TimeRangePicker"],
  source="PR !1361",
  updated_at="2024-10-08")

E("exp-dc-0023",
  "TimeRangeSlider 事故回放时间轴：拖动时只在松手后请求回放数据",
  """
  TimeRangeSlider 是事故回放页的时间轴（不是查询条件里的 TimeRangePicker）。Vue 版用 vue-slider-component，
  迁成 antd Slider range：
  - value 用秒级时间戳，min/max 为回放窗口，step 1；
  - onChange 每移动一像素触发一次，只用来更新显示；请求回放数据放在松手回调里：antd 5.12 上是 onAfterChange，
    后续版本改名 onChangeComplete，升级 antd 时记得改；
  - tooltip={{ formatter: v => dayjs.unix(v).format('HH:mm:ss') }}；
  - 播放时用 requestAnimationFrame 推进 value，用户拖动时暂停播放。
  """,
  DC, "component", "verified", "zh",
  applies_to={"antd": "^5"},
  assets=["TimeRangeSlider"],
  counter_conditions="这是回放时间轴，查询条件里的日期范围选择（TimeRangePicker）不要套用。",
  source="PR !1489",
  updated_at="2024-11-20")

E("exp-dc-0024",
  "TimeRangePicker 交接班快捷项（当班 8:00—次日 8:00）的检查项",
  """
  值班员要“当班”“上一班”快捷项，班次是 8:00—20:00、20:00—次日 8:00。方案没定，检查项：
  - presets 在组件渲染时就算好了值，页面常驻 24 小时不刷新时，过了交班时间快捷项还是上一班，要检查是否在
    onOpenChange(true) 时重新计算 presets；
  - 夜班跨日：20:00 之后与 8:00 之前属于同一班，判断用 dayjs().hour()，不要用日期比较；
  - 班次表以排班系统为准，别在前端写死 8 点；
  - 交接班瞬间（7:59—8:01）点快捷项时提示“即将交班”。
  """,
  DC, "component", "candidate", "zh",
  applies_to={"antd": "^5"},
  assets=["TimeRangePicker"],
  source="值班员需求单 REQ-2024-088",
  updated_at="2024-12-12")

# ===========================================================================
# dispatch-console :: permission
# ===========================================================================
E("exp-dc-0030",
  "permissionMixin → usePermission + <Authorized>：调度控制台权限模型迁移复盘",
  """
  【复盘】permissionMixin 迁移

  一、原来是什么
  Vue 版所有页面都混入 permissionMixin，它提供：this.$hasPerm(code)、this.$hasAnyPerm([...codes])、
  this.permissionLoaded，以及一个 beforeRouteEnter 守卫（没有页面权限就 next('/403')）。权限码来自登录后
  /api/me/permissions，存在 Vuex 的 auth 模块里。模板里大量 v-if="$hasPerm('alarm:ack')"，另有 v-permission 指令。

  二、React 版的形态
  - 权限码放 zustand 的 useAuthStore：{ codes: Set<string>, loaded: boolean }；
  - usePermission() 返回 { has, hasAny, loaded }，has/hasAny 是稳定引用（useCallback 依赖 codes）；
  - <Authorized perm="alarm:ack" fallback={null}>…</Authorized> 替代模板里的 v-if 和 v-permission；
  - 页面级守卫：路由表里用 <RequirePerm perm="ticket:view"><TicketPage /></RequirePerm> 包一层，没有权限
    <Navigate to="/403" replace />。$hasAnyPerm 对应 hasAny。

  三、问题一：权限未加载时按钮闪一下又消失
  Vue 版 permissionLoaded 为 false 时模板里大多没判断，首屏会先渲染出全部按钮。React 版 Authorized 在
  loaded 为 false 时直接渲染 fallback，RequirePerm 在 loaded 为 false 时渲染骨架，不做跳转，避免刷新时误跳 403。

  四、问题二：通配符权限码误匹配
  权限码形如 topology:tag:place、ticket:approve、ticket:approve:*。原 mixin 的通配判断是
  code.startsWith(pattern.replace('*', ''))，结果 ticket:approve 这个权限会匹配到 ticket:approver-admin
  （两票管理员后台的权限），有值班员因此看到了管理员入口。新实现按段比较：把权限码和模式都按 ':' 切段，
  逐段相等，模式中的 '*' 只匹配一整段，段数不同则不匹配（'*' 出现在最后一段时允许匹配其后的任意段数）。
  配套加了 30 条单测覆盖 ticket:approve / ticket:approve:* / ticket:approver-admin 等组合。

  五、问题三：按钮级判断的性能
  告警表每行 4 个按钮 × 2 万行，每个都调用 has() 做通配匹配。has 内部对同一 code 的结果做 Map 缓存，
  codes 变化（换班重新登录）时清空缓存。

  六、问题四：挂牌、遥控这类操作不要把“在值”揉进权限码
  有人提议加 topology:tag:place:onduty 这样的码表示“在值才能挂牌”。否决：在值状态来自排班，随交接班变化，
  是 roleMixin/useDutyRole 的事；权限码只表达“这个人有没有这个功能”。按钮同时判断 has('topology:tag:place')
  和 isOnDuty，两者分开维护。

  七、测试与上线
  权限匹配函数是纯函数，单测覆盖通配、段数不同、空权限集三类情况；页面守卫用 MemoryRouter 渲染，断言无权限时落在 /403。
  上线时先灰度一个地调：新旧两套判断并行跑一周，新实现只记录与旧 mixin 结论不一致的情况不拦截，
  一周内共发现 3 处差异，都是上面说的 startsWith 误匹配，确认后切换。

  八、遗留
  v-permission 指令的迁移见单独条目；withPermission 高阶组件方案已废弃。
  """,
  DC, "mixin", "verified", "zh",
  applies_to={"react": "^18", "zustand": "^4", "react-router-dom": "^6"},
  assets=["permissionMixin", "v-permission"],
  conditions="调度控制台按钮级、页面级权限；权限码为冒号分段格式。",
  counter_conditions="巡检 H5 只有页面级权限，另有条目；值班角色（值班长/调度员）判断不在此列，见 roleMixin。",
  source="复盘文档 DC-RETRO-2024-09；PR !1290、!1297",
  updated_at="2024-09-18")

E("exp-dc-0031",
  "v-permission 指令：不要在 React 里删 DOM，改成 <Authorized> 包裹",
  """
  refactor(auth): v-permission 在 inserted 钩子里 el.parentNode.removeChild(el)，React 里没有等价物，
  也不该去操作 React 管理的 DOM。统一改 <Authorized perm="alarm:ack">…</Authorized>。
  表格列级权限用 columns.filter(c => !c.perm || has(c.perm))；不要用 display:none 隐藏，开发者工具一改就出来了。
  多个权限任一满足：<Authorized anyOf={['ticket:sign', 'ticket:approve']}>。
  """,
  DC, "directive", "verified", "zh",
  applies_to={"react": "^18"},
  assets=["v-permission"],
  source="commit 51aa0c9",
  updated_at="2024-09-12")

E("exp-dc-0032",
  "（已废弃）withPermission 高阶组件包按钮",
  """
  早期方案：withPermission(Button, 'alarm:ack') 生成带权限判断的按钮。问题：ref 不转发，Form.Item 注入给子元素的
  value/onChange 被 HOC 截断，包在 Form.Item 里的 Select 失效；HOC 嵌套多了 devtools 里看不清。2024-09 废弃，
  改用 usePermission + <Authorized>（见 exp-dc-0030）。
  """,
  DC, "mixin", "deprecated", "zh",
  assets=["permissionMixin"],
  source="废弃 2024-09",
  updated_at="2024-09-18")

E("exp-dc-0033",
  "roleMixin（值班角色）迁成 useDutyRole，不要并进 usePermission",
  """
  roleMixin 提供 isDutyChief（值班长）、isDispatcher（调度员）、currentShift（当前班次），数据来自排班系统，
  交接班时会变。它不是权限码。React 版：useDutyRole() 从 useDutyStore 读排班，订阅总线上的 shift.changed 事件
  刷新；交接班时弹窗提示“班次已切换，请重新确认在值”。需要“在值才能操作”的按钮同时判断权限码和 useDutyRole。
  """,
  DC, "mixin", "verified", "zh",
  applies_to={"react": "^18", "zustand": "^4"},
  assets=["roleMixin"],
  counter_conditions="功能权限码（按钮/路由能不能看）的判断见 permissionMixin 迁移复盘，不在此条。",
  source="PR !1312",
  updated_at="2024-09-25")

# ===========================================================================
# dispatch-console :: 两票 WorkTicketForm / OperationTicketForm
# ===========================================================================
E("exp-dc-0040",
  "两票之工作票审批表单 WorkTicketForm 迁移复盘：v-decorator → antd 5 Form",
  """
  【复盘】WorkTicketForm（工作票）从 ant-design-vue 1.7 的 Form.create + v-decorator 迁到 antd 5 Form

  一、背景
  工作票流转有签发、许可、延期、终结四个环节，每个环节可编辑的字段不同。Vue 版用 this.form = this.$form.createForm(this)，
  字段靠 v-decorator="['planStart', { rules }]" 注册，环节控制散落在几十个 :disabled 表达式里。

  二、表单结构
  - 基本信息：票号、工作负责人、工作班成员、工作地点、工作内容、计划开始/结束时间；
  - 安全措施：Form.List name="measures"，每行 { type: '应拉断路器' | '应装接地线' | '应设遮栏' ..., content, done }；
  - 签发/许可/终结意见：各环节自己的 Form.Item 组。
  v-decorator 的字段名基本可以原样作为 Form.Item 的 name，嵌套的 measures[0].content 改成 ['measures', 0, 'content']。

  三、环节可编辑性
  把散落的 :disabled 收拢成一张表 EDITABLE[step] = Set<fieldName>，Form.Item 的 disabled 从这张表取。
  Form 本身 disabled 只在“只读查看”时整体打开。

  四、联动与校验
  - 票种联动：Form.useWatch('ticketType', form) 决定是否显示“动火”相关字段；
  - 计划时间：计划结束 Form.Item 上 dependencies={['planStart']}，validator 里判断 end > start 且跨度不超过 7 天；
  - 工作班成员人数与“共 X 人”字段一致，同样用 dependencies。

  五、人员校验（规程要求）
  安规规定工作票签发人不得兼任该项工作的工作负责人，工作许可人也不得兼任工作负责人。Vue 版只在后端校验，
  前端提交后才报错。React 版在签发人、许可人字段上加跨字段校验：
      { validator: (_, v) => v && v === getFieldValue('leader') ? Promise.reject('签发人不得兼任工作负责人') : Promise.resolve() }
  并在这两个字段上配置 dependencies={['leader']}，工作负责人一改，签发人/许可人自动重新校验。
  人员字段存工号不存姓名，避免同名误判。

  六、大表单性能
  安全措施多的票有 200 多行，Form.List 每行 3 个控件，任何一个字段变化都让整个 Form 重渲染时，输入明显卡顿。
  处理：非必要不用 Form.Item 的 shouldUpdate={true}；需要监听时用 shouldUpdate={(prev, cur) => prev.measures !== cur.measures}
  这样收窄的函数；行组件 React.memo。

  七、提交
  dayjs 字段在 onFinish 里统一转 'YYYY-MM-DD HH:mm:ss' 字符串；measures 里 done 字段转 0/1，保持与老接口一致。

  八、驳回后重新编辑的回填
  见“异步加载的工作票数据回填”条目，不要用 initialValues 处理异步数据。

  九、测试
  每个环节的可编辑字段表 EDITABLE 单独导出，单测逐环节断言：签发环节只有签发意见可编辑、许可环节只能改许可时间等。
  人员兼任校验、计划时间校验、安全措施至少一条这几条规则用 React Testing Library 走一遍真实交互：选人、改时间、
  点提交，断言错误提示文案。安监提供了 20 张历史票据（脱敏）作为回归样本，每次改表单都要全部回填、提交一遍，
  对比提交 payload 与老接口的字段是否逐一一致。
  """,
  DC, "component", "verified", "zh",
  applies_to={"antd": "^5", "dayjs": "^1"},
  assets=["WorkTicketForm"],
  conditions="antd 5 分支的工作票表单。",
  counter_conditions="hotfix/2024（antd 4 + moment）时间字段处理不同；操作票 OperationTicketForm 的步骤排序不在此条。",
  source="复盘文档 DC-RETRO-2024-10；PR !1410、!1418、!1433",
  updated_at="2024-11-05")

E("exp-dc-0041",
  "hotfix/2024 的 WorkTicketForm：antd 4 DatePicker 是 moment，提交前自己 format",
  """
  fix(ticket): hotfix 的工作票表单仍是 antd 4 Form，时间字段值是 moment 对象，onFinish 里
  values.planStart.format('YYYY-MM-DD HH:mm:ss') 后再提交。不要从 main cherry-pick utils/ticketTransform.ts，
  那份按 dayjs 写的，会把 moment 对象原样 JSON 序列化成带时区的 ISO 串，后端解析成 UTC 差 8 小时。
  """,
  DC, "component", "verified", "zh",
  branches=["hotfix/*"],
  applies_to={"antd": "^4", "moment": "^2"},
  assets=["WorkTicketForm"],
  counter_conditions="main 等 antd 5 分支见工作票迁移复盘。",
  source="commit e4b1f20 (hotfix/2024)",
  updated_at="2024-11-19")

E("exp-dc-0042",
  "两票流转用 xstate 状态机建模（签发→许可→延期→终结）",
  """
  在 feat/ticket-flow 上试验用 xstate 5 建模工作票流转：状态 draft / signed / permitted / extended / finished /
  rejected，事件 SIGN / PERMIT / EXTEND / FINISH / REJECT，guard 里判断当前用户角色和票面字段完整性。
  好处是“哪个环节能点哪个按钮”从状态机直接推出来，不再到处写 if；可视化图可以给安监看。
  待确认：与后端状态字段的映射（后端有 11 个状态码）、延期可多次的建模方式、老票数据迁移。评审前不要合入。
  """,
  DC, "component", "review_required", "zh",
  branches=["feat/ticket-*"],
  applies_to={"react": "^18"},
  assets=["WorkTicketForm"],
  source="feat/ticket-flow 试验记录",
  updated_at="2024-12-16")

E("exp-dc-0043",
  "OperationTicketForm 操作票步骤：dnd-kit 拖拽排序，步骤号保持连续",
  """
  操作票（不是工作票）的操作步骤需要拖拽调整顺序。Vue 版用 vuedraggable，React 版用 @dnd-kit/sortable：
  - 步骤列表是 Form.List，拖拽结束时用 move(from, to) 调整，不要直接改数组再 setFieldsValue，否则校验状态错位；
  - 步骤号不存储，渲染时按下标 +1 显示，提交时再写入 stepNo；
  - “检查”类步骤（如“检查 1011 开关确已断开”）不允许拖到它检查的操作步骤之前，拖拽结束时校验并回退。
  """,
  DC, "component", "verified", "zh",
  applies_to={"antd": "^5", "react": "^18"},
  assets=["OperationTicketForm"],
  counter_conditions="工作票 WorkTicketForm 没有步骤排序，不适用。",
  source="PR !1445",
  updated_at="2024-11-22")

E("exp-dc-0044",
  "两票电子签名（手写板）组件迁移：检查项",
  """
  Vue 版签名用的是 vue-signature-pad，React 侧准备换 react-signature-canvas，尚未完成，先列检查项：
  - 高 DPI 屏上笔迹发虚：canvas 宽高乘 devicePixelRatio 再用 CSS 缩回；
  - 调度台的触摸屏和手写板都要测，pointer 事件与 touch 事件不要重复绑定；
  - 导出 PNG base64 约 30~80KB，确认后端字段长度；
  - 签名后表单重置时要清空画布，否则下一张票带着上一个人的签名。
  """,
  DC, "component", "candidate", "zh",
  applies_to={"react": "^18"},
  assets=["WorkTicketForm", "SignaturePad"],
  source="周会 2024-12-03",
  updated_at="2024-12-03")

E("exp-dc-0045",
  "（已废弃）两票表单异步回填：initialValues + 强制重渲染",
  """
  旧做法：接口返回票面数据后 setState 更新 initialValues，再 forceUpdate 让 Form 重新读取。antd Form 的
  initialValues 只在首次挂载时生效，这个做法靠副作用碰巧能用，驳回后二次打开经常是空表单。已废弃，
  改用 setFieldsValue 或以 ticketId 作为 key 重建 Form（见 exp-dc-0046）。
  """,
  DC, "component", "deprecated", "zh",
  assets=["WorkTicketForm"],
  source="废弃 2024-11",
  updated_at="2024-11-06")

E("exp-dc-0046",
  "异步加载的工作票数据回填：form.setFieldsValue，或以 ticketId 作 key 重建 Form",
  """
  antd Form 的 initialValues 只在 Form 首次挂载时读取，之后改它没有任何效果。工作票被驳回后重新打开、
  或者在同一个抽屉里切换不同的票时，表单就是空的或停留在上一张票。两种正确做法：
  1. 数据到了之后 form.setFieldsValue(toFormValues(ticket))，切换前先 form.resetFields()；
  2. 更省心：<Form key={ticketId} initialValues={toFormValues(ticket)}>，数据加载完成前不渲染 Form，
     换票时 key 变了 Form 整个重建。
  toFormValues 里把时间字符串转成 dayjs（hotfix 上是 moment），measures 的 0/1 转回布尔值。
  """,
  DC, "component", "verified", "zh",
  applies_to={"antd": ">=4 <6"},
  assets=["WorkTicketForm"],
  source="PR !1438",
  updated_at="2024-11-06")

E("exp-dc-0047",
  "工作票许可后在单线图上自动挂“有人工作”牌（联动方案，待评审）",
  """
  需求：工作票许可完成后，票面“工作地点”对应的设备在单线图上自动挂“有人工作”牌，终结后自动摘牌。
  方案草稿：许可接口成功后后端推送 tag.changed 总线消息，前端单线图只负责渲染，不在表单里直接调挂牌接口；
  票面设备到单线图节点的映射用设备编码（不是名称）。
  待评审：安监要求自动挂牌是否仍需人工确认；一张票涉及多个间隔时的挂牌位置；票据延期时牌的状态。
  """,
  DC, "component", "review_required", "zh",
  assets=["WorkTicketForm", "TopologyGraph"],
  source="需求评审 REQ-2024-102 草稿",
  updated_at="2024-12-20")

# ===========================================================================
# dispatch-console :: dateFmt / telemetry bus
# ===========================================================================
E("exp-dc-0050",
  "dateFmt 遇到遥测时间戳：总线给的是 epoch 秒，不是毫秒",
  """
  fix(date): 遥测总线消息里的 ts 是 epoch 秒，HTTP 接口返回的是毫秒。formatDate 第一版统一 dayjs(ts)，
  总线来的时间全显示成 1970-01-20。formatDate 加 unit 参数；总线数据在进 store 之前就乘 1000 统一成毫秒，
  展示层不再关心来源。
  """,
  DC, "filter", "verified", "zh",
  assets=["dateFmt", "telemetryBus"],
  source="commit 9d21c7f",
  updated_at="2024-09-05")

E("exp-dc-0060",
  "遥测总线 telemetryBus 迁移复盘：$bus 事件总线 → 模块级单例连接 + zustand store",
  """
  【复盘】telemetryBus：四遥数据的实时总线

  一、原来的做法
  Vue 版在 main.js 里 new Vue() 作为 $bus，websocket 的 onmessage 里按消息类型 this.$bus.$emit('yc', msg) /
  $emit('yx', msg)，各组件在 created 里 $on，在 beforeDestroy 里 $off。问题：忘记 $off 的组件很多，
  页面切换几十次后一条遥测消息触发几百个回调，值班机越用越卡。

  二、新的结构
  - 连接：src/bus/telemetryClient.ts，模块级单例，负责连接、心跳、重连、订阅点表，不依赖 React；
  - 状态：useTelemetryStore（zustand），yc: Record<pointId, { v, q, ts }>，yx: Record<pointId, { v, ts, seq }>；
  - 组件：useYc(pointId) / useYx(pointId) 用选择器订阅单点，组件挂载时 telemetryClient.subscribe(pointIds)，
    卸载时 unsubscribe，点表引用计数，最后一个订阅者走了才向服务端退订。

  三、问题一：开发环境连接建两次
  React 18 StrictMode 的 effect 双调用导致，见单独条目；结论是连接不放在 useEffect 里创建。

  四、问题二：断线重连
  指数退避 1s、2s、4s……封顶 30s，加 0~500ms 随机抖动，避免全省值班机在服务端重启后同时重连。
  重连成功后必须先发总召（GI）拿全量快照，再恢复增量；断线期间的变位不会补发。

  五、问题三：心跳
  按厂家协议文档每 15s 发一次 PING，45s 没有任何消息判定断线并主动 close 后重连，不要等浏览器自己发现。

  六、问题四：遥信变位乱序、总召结果覆盖新变位
  这是上线后最严重的问题：重连后发总召，总召响应要 1~3 秒才回来，这期间先收到的几条增量变位是新的，
  总召快照里的是旧值，快照一到把新变位覆盖了，单线图上开关状态回退，值班员以为开关又合上了。
  处理：
  - 每条遥信增量带 seq（厂站内单调递增），store 里每个点记 seq，收到 seq 小于等于已有值的增量直接丢弃；
  - 总召响应带 snapshotSeq，合并快照时逐点比较：若该点已有的 seq 大于 snapshotSeq，保留已有值，不用快照覆盖；
  - 乱序丢弃的消息计数上报监控，超过阈值说明链路有问题。
  加了这套以后回放事故时段的录包，开关状态全部正确。

  七、问题五：非 React 消费者
  单线图的 ECharts 实例不需要经过 React 渲染。用 subscribeWithSelector 中间件创建 store，单线图在 onChartReady 后
  useTelemetryStore.subscribe(s => s.yx, (yx, prev) => patchChangedNodes(chart, yx, prev))，只对变化的点增量 setOption。
  记得在 cleanup 里调用 subscribe 返回的退订函数。

  八、问题六：一次取多个点
  一个间隔的卡片要同时显示 P、Q、Ia、Ib、Ic 五个遥测，选择器返回数组时用 useShallow 包一层，
  import { useShallow } from 'zustand/react/shallow'，否则每条消息都会导致卡片重渲染。

  九、问题七：遥测质量码
  遥测值带质量码 q（有效、越限、不刷新、人工置数、可疑）。Vue 版只显示数值，React 版把 q 一起存进 store，
  展示组件统一处理：不刷新的值灰显并在 tooltip 里显示最后刷新时间，人工置数的值加“置”角标，可疑值加黄色底纹。
  颜色规则集中在一个 formatYc(v, q) 里，单线图、卡片、曲线三处共用，不要各写一份。

  十、监控
  telemetryClient 每分钟上报一次：连接状态、重连次数、收到的消息数、乱序丢弃数、订阅点数。这些指标接到运维的
  监控大屏上，某个地市的值班机集中重连时能第一时间看到是网络问题还是服务端问题。
  """,
  DC, "store", "verified", "zh",
  applies_to={"zustand": ">=4.4 <5", "react": "^18"},
  assets=["telemetryBus"],
  conditions="调度控制台 main / feat/* 分支（zustand 4.4+）。",
  counter_conditions="hotfix/2024 的 zustand 是 4.3，没有 useShallow；巡检 H5 不接实时总线。",
  source="复盘文档 DC-RETRO-2024-08；PR !1201、!1266、!1320",
  updated_at="2024-10-15")

E("exp-dc-0061",
  "开发环境 websocket 连了两次：React 18 StrictMode 的 effect 双调用",
  """
  fix(bus): React 18 StrictMode 在开发环境下会 mount → unmount → mount 一次，useEffect 里 new WebSocket
  就建了两条连接，服务端看到同一个 token 两个会话，用 4002 把前一个踢掉，控制台一直在重连。
  处理：连接挪到模块级单例 telemetryClient，组件的 effect 只做 subscribe/unsubscribe，并且 cleanup 幂等；
  生产构建不会双调用，但不要为了这个去掉 StrictMode。
  """,
  DC, "store", "verified", "zh",
  applies_to={"react": ">=18"},
  assets=["telemetryBus"],
  source="commit 2c8e5aa",
  updated_at="2024-08-21")

E("exp-dc-0062",
  "Telemetry bus protocol v2: framing, heartbeat and close codes (vendor note)",
  """
  Vendor interface note for the Qingshan real-time telemetry bus, protocol version 2.

  Framing: all data frames are binary (protobuf TelemetryFrame). Set ws.binaryType = 'arraybuffer' before the
  first message. With the default 'blob' every frame needs an asynchronous read, and frames decoded out of
  order have been observed under load.

  Heartbeat: the client sends a text frame "PING" every 15 s; the server answers "PONG". A connection with no
  inbound traffic for 45 s is dropped by the server.

  Close codes:
  - 4001 token expired. Call /auth/refresh, then reconnect with the new token in the Sec-WebSocket-Protocol
    header. Do not retry with the old token; it is rejected and counted as a failed login.
  - 4002 duplicate session: the same token opened a second connection; the older one is closed. Do not
    auto-reconnect in a loop on 4002, or two tabs will keep kicking each other.
  - 4003 subscription limit exceeded: at most 5,000 points per connection. Unsubscribe unused points.
  - 1006 abnormal closure (network). Reconnect with backoff.

  After any reconnect send a general interrogation (GI) request to obtain a full snapshot; changes during the
  outage are not replayed.
  """,
  DC, "plugin", "verified", "en",
  assets=["telemetryBus"],
  source="Vendor interface spec TB-2.3, section 4",
  updated_at="2024-07-30")

E("exp-dc-0063",
  "多个浏览器标签页共享一条总线连接：SharedWorker 方案（待验证）",
  """
  值班员经常同时开控制台的单线图页和告警页两个标签，各自一条 websocket，一个人两条会话，还会触发 4002。
  试验：把 telemetryClient 放进 SharedWorker，标签页通过 port.postMessage 订阅点表，worker 里维护引用计数。
  待验证：Safari 对 SharedWorker 支持有限（值班机只用 Chrome，问题不大）；worker 里没有 window，token 刷新
  要由页面转发；某个标签页崩溃时 port 不会通知 worker，需要心跳清理。
  """,
  DC, "plugin", "review_required", "zh",
  assets=["telemetryBus"],
  source="技术预研 2024-11",
  updated_at="2024-11-28")

E("exp-dc-0064",
  "（已废弃）在 Vuex 插件里直连 websocket 分发遥测",
  """
  曾经的过渡方案：写一个 Vuex plugin，在插件里 new WebSocket，onmessage 里 store.commit('telemetry/update')，
  React 侧通过桥接读 Vuex。两边状态同步复杂，迁移期间 Vuex 和 zustand 各一份遥测数据，数值不一致。
  2024-08 废弃，改为模块级 telemetryClient + zustand（见 exp-dc-0060）。
  """,
  DC, "store", "deprecated", "zh",
  assets=["telemetryBus"],
  source="废弃 2024-08",
  updated_at="2024-08-15")

E("exp-dc-0065",
  "一次订阅多个遥测点不重复渲染：useShallow",
  """
  const [p, q] = useTelemetryStore(useShallow(s => [s.yc[pid], s.yc[qid]]))。
  import { useShallow } from 'zustand/react/shallow'。选择器每次返回新数组，没有 useShallow 时任何一条遥测推送
  都会让组件重渲染；对象形式 s => ({ p: s.yc[pid], q: s.yc[qid] }) 同理。
  """,
  DC, "store", "verified", "zh",
  applies_to={"zustand": ">=4.4 <5"},
  assets=["telemetryBus"],
  source="commit 0f7d3b2",
  updated_at="2024-09-02")

E("exp-dc-0066",
  "hotfix（zustand 4.3）多点订阅：shallow 作为 useStore 的第二个参数",
  """
  hotfix/2024 锁的是 zustand 4.3.9，没有 zustand/react/shallow，import useShallow 会直接报模块找不到。
  4.3 的写法：import { shallow } from 'zustand/shallow'; useTelemetryStore(s => [s.yc[pid], s.yc[qid]], shallow)。
  以后 hotfix 升到 4.4+ 再统一改成 useShallow（或 zustand/traditional 的 createWithEqualityFn）。
  """,
  DC, "store", "verified", "zh",
  branches=["hotfix/*"],
  applies_to={"zustand": ">=4 <4.4"},
  assets=["telemetryBus"],
  source="commit 6a0b9e3 (hotfix/2024)",
  updated_at="2024-10-01")

E("exp-dc-0067",
  "四遥在前端的落点：遥测/遥信进 store，遥控/遥调只走命令接口",
  """
  四遥：遥测（YC，模拟量）、遥信（YX，开关量）、遥控（YK）、遥调（YT）。迁移时约定：
  - YC、YX 是状态，进 useTelemetryStore，按 pointId 存；
  - YK、YT 是命令，不进 store，也不做乐观更新，结果以遥信变位回来为准；
  - 遥控严格走“选择—返校—执行”三步：选择后等待返校（超时 30s 自动撤销并提示），返校成功才显示“执行”按钮，
    执行前再次确认设备名和分/合；三步的状态机放在组件局部 useReducer 里，不放全局 store；
  - 遥控按钮需要 topology:yk:exec 权限 + 监护人确认，与挂牌的监护人确认复用同一组件。
  """,
  DC, "store", "verified", "zh",
  applies_to={"react": "^18"},
  assets=["telemetryBus"],
  counter_conditions="遥调设定值的输入校验和限幅规则不在此条。",
  source="架构约定 ADR-007",
  updated_at="2024-08-30")

E("exp-dc-0068",
  "调度员个性化设置持久化：zustand persist + partialize，首次读入旧 vuex-persistedstate",
  """
  Vuex 时代用 vuex-persistedstate 把整个 state 存进 localStorage['vuex']，连实时告警都存了，首屏解析 3MB JSON。
  React 版只持久化偏好：告警列表列宽与过滤条件、单线图各厂站的默认缩放、告警音开关。
  persist(…, { name: 'dc-pref', version: 2, partialize: s => ({ columns: s.columns, filters: s.filters, topoView: s.topoView }) })；
  migrate 里处理 version 1 → 2 的字段改名；第一次启动时若没有 dc-pref 而有旧的 vuex key，读出 preference 模块
  导入后删除旧 key。
  """,
  DC, "store", "verified", "zh",
  applies_to={"zustand": "^4"},
  assets=["preference"],
  source="PR !1330",
  updated_at="2024-09-27")

# ===========================================================================
# dispatch-console :: antd 5 theme / styles / columns
# ===========================================================================
E("exp-dc-0070",
  "调度大屏暗色主题：ConfigProvider theme.darkAlgorithm + 告警等级自定义 token",
  """
  ant-design-vue 1.7 时代暗色主题靠 less 的 modifyVars（@primary-color 等）。antd 5 没有 less 变量了：
  <ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { colorPrimary: '#1f6fff', colorBgContainer: '#0b1a2e' } }}>。
  告警等级颜色（一级红、二级橙、三级黄、四级蓝）作为自定义 token 放进 theme.token，组件里 theme.useToken() 读取，
  不要在各处写死色值。值班机白天/夜间模式切换只换 algorithm。
  """,
  DC, "style", "verified", "zh",
  applies_to={"antd": "^5"},
  assets=["DarkTheme"],
  counter_conditions="hotfix/2024（antd 4）仍用 less modifyVars。",
  source="PR !1277",
  updated_at="2024-08-28")

E("exp-dc-0071",
  "hotfix：antd 4 暗色主题仍然是 less modifyVars",
  """
  hotfix/2024 的 antd 4：vite 配置 css.preprocessorOptions.less = { javascriptEnabled: true,
  modifyVars: { ...getThemeVariables({ dark: true }), '@primary-color': '#1f6fff' } }，getThemeVariables 从
  antd/dist/theme 引入。不要把 main 的 ConfigProvider theme 写法搬过来，antd 4 不认 theme 属性。
  """,
  DC, "style", "verified", "zh",
  branches=["hotfix/*"],
  applies_to={"antd": "^4"},
  assets=["DarkTheme"],
  source="commit 1d4f6c8 (hotfix/2024)",
  updated_at="2024-08-29")

E("exp-dc-0072",
  "ant-design-vue 1.7 的 scopedSlots.customRender 列 → antd columns.render",
  """
  refactor(table): columns: [{ dataIndex: 'status', scopedSlots: { customRender: 'status' } }] 配模板里的
  <template slot="status" slot-scope="text, record"> → columns: [{ dataIndex: 'status', render: (text, record) => <StatusTag value={text} /> }]。
  参数顺序 (text, record, index) 一致；title 插槽改 title: <span>…</span>；列定义放 useMemo，依赖里带上会用到的
  权限函数和回调。
  """,
  DC, "component", "verified", "zh",
  applies_to={"ant-design-vue": "^1.7", "antd": ">=4 <6"},
  assets=["LegacyDataTable", "AlarmList"],
  source="commit 44b0e7a",
  updated_at="2024-08-19")

E("exp-dc-0073",
  "单线图 + 告警侧栏可拖拽分栏：react-resizable-panels（检查项）",
  """
  main 的 antd 版本没有 Splitter，临时考虑 react-resizable-panels。检查项：
  - PanelGroup autoSaveId 存分栏比例，和偏好 store 是否重复；
  - 拖动分隔条时单线图会连续 resize，检查 echarts-for-react 的 autoResize 是否节流，必要时拖动结束再 resize；
  - 告警侧栏最小宽度 360px，折叠后单线图占满；
  - 值班机双屏时分隔条位置是否需要按屏幕分别记。
  """,
  DC, "style", "candidate", "zh",
  applies_to={"react": "^18"},
  assets=["TopologyGraph", "AlarmList"],
  source="周会 2024-12-17",
  updated_at="2024-12-17")

E("exp-dc-0074",
  "antd 5 与 qiankun 里的 ant-design-vue 1.x 样式互相覆盖：改 prefixCls，StyleProvider 提权",
  """
  共存期 React 主应用（antd 5）里嵌着 Vue 子应用（ant-design-vue 1.7），两边的类名前缀都是 ant-，
  子应用加载后全局 less 把主应用的 .ant-btn、.ant-table 样式全改了，卸载后又不恢复。
  处理：主应用 <ConfigProvider prefixCls="dc">（同时 message/notification 等静态方法也要配 ConfigProvider.config({ prefixCls: 'dc' })），
  两边类名彻底分开；antd 5 的 CSS-in-JS 默认用 :where 降低选择器优先级，老的全局样式容易压过它，
  用 @ant-design/cssinjs 的 <StyleProvider hashPriority="high"> 提权。子应用全部下线后可以恢复默认前缀。
  """,
  DC, "style", "verified", "zh",
  applies_to={"antd": "^5"},
  assets=["LegacyDataTable"],
  source="PR !1225",
  updated_at="2024-08-08")

E("exp-dc-0075",
  "控制台报 ResizeObserver loop completed with undelivered notifications（待确认的处理）",
  """
  单线图 + 告警侧栏布局里，拖动窗口或折叠侧栏时开发环境的错误浮层弹出
  ResizeObserver loop completed with undelivered notifications（老版本 Chrome 是 ResizeObserver loop limit exceeded）。
  初步判断：echarts-for-react 的 autoResize 与我们自己在侧栏上挂的 ResizeObserver 在同一帧里互相改尺寸。
  试过的处理：去掉自己挂的 ResizeObserver；实在需要的，在回调里用 requestAnimationFrame 延后改尺寸。
  现象消失了，但没有确认根因，也没有确认会不会影响生产环境，先作为参考。
  """,
  DC, "component", "review_required", "zh",
  assets=["TopologyGraph", "AlarmList"],
  source="问题记录 ISSUE-2024-219",
  updated_at="2024-12-09")

# ===========================================================================
# dispatch-console :: 老表格 LegacyDataTable
# ===========================================================================
E("exp-dc-0080",
  "老表格（LegacyDataTable）合并单元格：customRender 的 attrs.rowSpan → onCell",
  """
  老表格是运行日报、值班记录里用的 LegacyDataTable，按变电站合并行。ant-design-vue 1.x 的写法是 customRender
  返回 { children: text, attrs: { rowSpan } }。antd 5 里 render 返回带 props 的对象的写法已经不支持（5.12 上直接没效果），
  改成列上的 onCell：
      { dataIndex: 'station', onCell: (record) => ({ rowSpan: record._stationSpan }) }
  _stationSpan 在数据进表之前预先算好：同一变电站的第一行是该站行数，其余行是 0。
  坑：排序、筛选、分页之后必须按新顺序重算 _stationSpan，否则合并跨到别的站；表格开 virtual 时不支持 rowSpan 合并。
  """,
  DC, "component", "verified", "zh",
  applies_to={"antd": "^5"},
  assets=["LegacyDataTable"],
  conditions="antd 5 分支；不开虚拟滚动的报表类表格。",
  counter_conditions="开了 virtual 的表格不适用：antd 5 虚拟滚动模式下 rowSpan/colSpan 合并不生效，要么关掉 virtual 改分页，要么放弃合并；hotfix（antd 4）见单独条目。",
  source="PR !1241",
  updated_at="2024-08-14")

E("exp-dc-0081",
  "老表格导出 Excel：SheetJS 工具函数原样搬，和组件解耦",
  """
  chore(table): 老表格的导出 Excel 原来写在组件 methods 里，依赖 this.columns 和 this.dataSource。抽成
  utils/exportSheet.ts(columns, rows, { merges })，merges 直接复用算好的 _stationSpan 生成 !merges；
  xlsx 版本不变，React 组件只负责调用。导出按钮放在 Authorized perm="report:export" 里。
  """,
  DC, "component", "verified", "zh",
  assets=["LegacyDataTable"],
  source="commit b72d1e0",
  updated_at="2024-08-16")

E("exp-dc-0082",
  "老表格列宽拖拽：react-resizable + components.header.cell（待评审）",
  """
  值班员要求运行日报的列宽可拖。按 antd 文档的可伸缩列示例：components={{ header: { cell: ResizableTitle } }}，
  ResizableTitle 用 react-resizable 的 Resizable 包 th，onResize 更新列宽状态，列宽存进偏好 store。
  未解决：合并单元格的列拖动后 rowSpan 区域重绘闪烁；固定列拖动时右侧阴影错位；和 virtual 不兼容。待评审。
  """,
  DC, "component", "review_required", "zh",
  applies_to={"antd": "^5"},
  assets=["LegacyDataTable"],
  source="feat/report-resize 试验",
  updated_at="2024-12-11")

E("exp-dc-0083",
  "hotfix 上老表格合并单元格：antd 4 的 render 返回 props.rowSpan 仍可用",
  """
  hotfix/2024 的 antd 4.24 仍支持 render 返回 { children, props: { rowSpan } }，从 Vue 版的 attrs.rowSpan
  改成 props.rowSpan 即可，不必一次性改成 onCell（改成 onCell 在 4.24 上也行）。排序后重算行数的坑一样存在。
  """,
  DC, "component", "verified", "zh",
  branches=["hotfix/*"],
  applies_to={"antd": "^4"},
  assets=["LegacyDataTable"],
  counter_conditions="antd 5 分支必须用 onCell。",
  source="commit 0a9c3d4 (hotfix/2024)",
  updated_at="2024-08-20")

# ===========================================================================
# dispatch-console :: build / misc
# ===========================================================================
E("exp-dc-0090",
  "调度控制台 Vue/React 共存期复盘：qiankun 按路由切分，连接、登录态、样式和内存",
  """
  【复盘】共存期（2024-05 至今）

  一、切分方式
  React 做主应用（壳、登录、菜单、新页面），未迁移的 Vue 页面作为 qiankun 子应用挂在 /legacy/* 下。
  按路由整页切分，不做页面内混排（页面内嵌 Vue 组件的 vuera 方案已废弃）。每迁完一个页面，菜单指向 React 路由，
  子应用对应路由下线。

  二、登录态
  token 放 httpOnly cookie + 内存里的 accessToken，子应用通过 qiankun props 拿 getToken()，不要各自读 localStorage。
  token 刷新只由主应用做，子应用收到 401 时调用 props.refreshToken() 等待主应用刷新完成。

  三、实时总线不能两边各连一条
  早期子应用自己连 websocket，一个值班员两条会话，服务端 4002 互踢。改为主应用的 telemetryClient 唯一连接，
  通过 props 把 subscribe/unsubscribe 传给子应用，子应用里写一个小适配器把回调转成原来的 $bus.$emit，
  Vue 老页面代码不用改。

  四、样式隔离
  试过 strictStyleIsolation（shadow DOM），ant-design-vue 的 Modal/Dropdown 挂在 document.body 上，跑出 shadow root
  之后没有样式。最后不用 qiankun 的样式隔离，改为主应用 antd 换 prefixCls（见 antd 样式互相覆盖条目）。

  五、内存泄漏：值班机 24 小时不关浏览器
  值班机浏览器 24 小时不关，连续值班三天后 Chrome 标签页内存涨到 2GB 以上，告警页明显卡顿。
  排查下来是子应用卸载时没有清理干净：
  - Vue 老页面里的 ECharts 4 实例在 beforeDestroy 里没有 dispose，子应用 unmount 时 Vue 实例销毁了，
    ECharts 实例和它持有的 canvas、zrender 动画循环还挂在全局；
  - 子应用 window.addEventListener('resize') 没有移除；
  - 子应用里的 setInterval 轮询（设备台账）没有 clear。
  处理：子应用的 unmount 生命周期里统一调用一个 disposeAll()：遍历登记过的 ECharts 实例 dispose、移除登记过的
  全局监听、清掉定时器；老页面改动最小，只需把 echarts.init 换成登记过的 initChart。改完后 72 小时内存稳定在 600MB 左右。

  六、路由
  子应用用 history 模式，base 为 /legacy/；主应用 React Router 的 /legacy/* 路由元素只渲染一个容器 div。
  两边都要处理浏览器后退：子应用内部跳转用 history.pushState，主应用监听 popstate 同步菜单高亮。

  七、构建与发布
  主应用和子应用是两条流水线、两个 nginx location。子应用发版后值班机经常还在跑旧的 JS：index.html 被缓存了。
  处理：两边的 index.html 都加 Cache-Control: no-cache，带 hash 的静态资源长缓存；qiankun 的 entry 地址带上版本号
  查询参数，主应用从 /legacy/version.json 读子应用当前版本。发版窗口固定在交接班之后的 9:00—10:00，
  发版前在告警页顶部广播“10 分钟后更新，请保存正在编辑的内容”。

  八、结论
  共存期越长成本越高，能整页迁的尽快迁；临时适配代码都加 // LEGACY-BRIDGE 标记，方便最后统一删除。
  """,
  DC, "build", "verified", "zh",
  applies_to={"react": "^18"},
  assets=["qiankun-bridge", "telemetryBus"],
  conditions="调度控制台 React 主应用 + Vue 2 子应用共存期间。",
  source="复盘文档 DC-RETRO-2024-12；PR !1180、!1455",
  updated_at="2024-12-05")

E("exp-dc-0091",
  "ECharts 按需引入减包：echarts/core + echarts-for-react/lib/core；报 Series graph is used but not imported",
  """
  全量 import * as echarts from 'echarts' 让 vendor 包多了 1MB。改成按需：
      import ReactEChartsCore from 'echarts-for-react/lib/core';
      import * as echarts from 'echarts/core';
      import { GraphChart, LineChart, BarChart } from 'echarts/charts';
      import { GridComponent, TooltipComponent, GraphicComponent, DataZoomComponent } from 'echarts/components';
      import { CanvasRenderer } from 'echarts/renderers';
      echarts.use([GraphChart, LineChart, BarChart, GridComponent, TooltipComponent, GraphicComponent, DataZoomComponent, CanvasRenderer]);
  <ReactEChartsCore echarts={echarts} option={option} />。
  漏注册时控制台会报 [ECharts] Series graph is used but not imported.（组件漏了则是 Component xxx is used but not imported），
  按提示把对应 Chart/Component 加进 use 列表即可。use 统一放 src/charts/echarts.ts 一个文件里。
  """,
  DC, "build", "verified", "mixed",
  applies_to={"echarts": "^5", "echarts-for-react": "^3"},
  assets=["TopologyGraph", "echarts-setup"],
  source="PR !1295",
  updated_at="2024-09-10")

E("exp-dc-0100",
  "调度员快捷键（F2 确认告警、F9 总召）：全局 keydown 用 hook + ref 持有最新回调",
  """
  Vue 版每个页面在 mounted 里 document.addEventListener('keydown')，beforeDestroy 里移除，忘了移除的页面切几次后
  F2 会确认多条告警。React 版 useHotkey(key, handler)：effect 只绑定一次，handler 存在 ref 里每次渲染更新，
  避免闭包拿到旧的选中告警；焦点在 input/textarea/可编辑元素时忽略；F5 在值班页加 beforeunload 提示防误刷新。
  F9 总召需要二次确认，因为会对全站发起总召。
  """,
  DC, "other", "verified", "zh",
  applies_to={"react": "^18"},
  assets=["hotkeyMixin"],
  source="PR !1344",
  updated_at="2024-09-29")

E("exp-dc-0101",
  "[ECharts] Can't get DOM width or height：告警统计图在 Tabs 的隐藏面板里初始化",
  """
  告警统计页把日曲线和等级分布图放在 antd Tabs 的不同页签里，切到第二个页签时图是空白，控制台：
  [ECharts] Can't get DOM width or height. Please check dom.clientWidth and dom.clientHeight. They should not be 0.
  原因：非激活页签在首次渲染时 display:none，echarts-for-react 初始化时容器宽高为 0。
  处理：Tabs 加 destroyInactiveTabPane，切换时才挂载图表；或者在 onChange 里拿实例手动 resize()。
  同样的问题也出现在默认折叠的 Collapse 和 Modal 首帧里，Modal 用 afterOpenChange 回调里再渲染图表。
  """,
  DC, "component", "verified", "mixed",
  applies_to={"echarts": "^5", "echarts-for-react": "^3", "antd": "^5"},
  assets=["AlarmStatChart"],
  source="commit 8e0f5b1",
  updated_at="2024-10-17")

E("exp-dc-0102",
  "告警窗口弹到副屏：window.open + BroadcastChannel 同步确认状态（检查项）",
  """
  值班机双屏，值班员希望告警列表单独开窗口放副屏。候选方案检查项：
  - 副屏窗口不要再建总线连接，通过 BroadcastChannel('dc-alarm') 从主窗口接收告警增量；
  - 告警确认在任一窗口操作后广播，另一窗口同步；
  - window.open 需要在用户点击回调里调用，否则被拦截；窗口位置用 window.screenX 判断是否在副屏；
  - 主窗口关闭时副屏窗口要提示“数据已断开”。
  """,
  DC, "component", "candidate", "zh",
  assets=["AlarmList"],
  source="值班员需求 REQ-2024-095",
  updated_at="2024-12-13")

# ===========================================================================
# inspection-h5 巡检 H5
# ===========================================================================
E("exp-h5-0001",
  "巡检 H5 的 permissionMixin：uni.addInterceptor 页面拦截 → 路由元素守卫 RequireRole",
  """
  巡检 H5 也有一个 permissionMixin，但它只有页面级权限：班组长才能进“巡检单审核”和“缺陷定级”页。uni-app 版在
  App.vue 里 uni.addInterceptor('navigateTo', { invoke(args) { ... } })，mixin 的 onLoad 里再查一次，没权限就
  uni.redirectTo 到无权限页。React 版：
  - 当前用户信息 useQuery({ queryKey: ['me'], queryFn: fetchMe, staleTime: Infinity })；
  - 路由表里 <RequireRole role="team_leader"><ReviewPage /></RequireRole>，加载中显示 antd-mobile 的 DotLoading，
    无权限 <Navigate to="/no-permission" replace />；
  - 不要照搬调度控制台的按钮级权限码方案，H5 没有按钮级权限，后端也不下发权限码，只有 role 字段。
  """,
  H5, "mixin", "verified", "zh",
  applies_to={"react": "^18", "@tanstack/react-query": "^5", "react-router-dom": "^6"},
  assets=["permissionMixin"],
  counter_conditions="调度控制台的按钮级权限码不适用本条。",
  source="H5 PR !214",
  updated_at="2024-10-11")

E("exp-h5-0010",
  "离线照片上传队列 PhotoUploadQueue 迁移复盘：uni.setStorage → IndexedDB + TanStack Query 离线 mutation",
  """
  【复盘】巡检 H5 的离线照片上传队列

  一、背景
  巡检员在变电站电缆层、地下室、GIS 室里经常没有信号。uni-app 版的做法：拍照后把图片转 base64，和巡检项 id 一起
  push 进 uni.setStorage('photoQueue')，网络恢复（uni.onNetworkStatusChange）后逐条 uni.uploadFile。
  H5 端 uni.setStorage 就是 localStorage，5MB 上限，两三张照片就满，满了以后 setItem 抛错，队列整条写失败，
  之前排队的照片也丢了。

  二、新方案总览
  - 二进制存 IndexedDB（idb-keyval，自建 store 'photo-queue'），一张照片一条记录：{ id, sheetId, itemId, data, type, createdAt, retries }；
  - 上传用 TanStack Query 的 useMutation，mutationKey: ['photo', 'upload']，networkMode: 'offlineFirst'；
  - 离线时 mutation 自动进入 paused，网络恢复后由 onlineManager 触发继续；
  - 用 PersistQueryClientProvider + 基于 IndexedDB 的 persister 持久化 query/mutation 缓存，persister 的 maxAge 设 24h，
    QueryClient 默认 gcTime 也设 24h（gcTime 小于 maxAge 时，恢复出来的缓存马上就被回收）；
  - 刷新页面后恢复出来的 paused mutation 要靠 setMutationDefaults 找回 mutationFn（函数不会被持久化），见单独条目。

  三、问题一：照片太大
  手机原图 4~8MB。拍照后先压缩：createImageBitmap 读取，长边缩到 1600px，canvas.toBlob(cb, 'image/jpeg', 0.7)，
  一张控制在 300~500KB。EXIF 方向：iOS 13.4 之后和新版 Chrome 在 createImageBitmap / img 上已经自动按 EXIF 旋转，
  不要再手动转一次，否则照片倒过来。

  四、问题二：iOS Safari 往 IndexedDB 存 Blob 失败
  部分 iPhone（iOS 14.x）上写入时偶发 UnknownError: Error preparing Blob/File data to be stored in object store，
  重启 Safari 后又好了，不稳定。处理：存储时不存 Blob，改存 ArrayBuffer + type 字段（await blob.arrayBuffer()），
  读出来上传前再 new Blob([data], { type })。多占一点空间，但所有机型都稳定。

  五、问题三：并发与超时
  变电站里信号常常只有一格 4G，同时传 5 张会全部超时。队列并发限制为 2，单张超时 60s，失败 retries+1，
  超过 5 次标记为 failed，在“我的-待上传”里让巡检员手动重试。断点续传没有做：单张照片已压缩到 500KB 以内，
  失败就整张重传；视频类大文件目前不走这个队列，也没有分片续传方案。

  六、问题四：上传成功后的刷新
  onSuccess 里 queryClient.invalidateQueries({ queryKey: ['sheet', sheetId] })，巡检单详情里的照片缩略图从本地
  objectURL 换成服务器地址，并删除 IndexedDB 里的记录、revokeObjectURL。

  七、问题五：清缓存
  企业 App 的 webview 里“清除缓存”会连 IndexedDB 一起清掉。“我的”页面显示待上传数量，队列非空时
  退出登录和清缓存前弹 Dialog 提醒。

  八、迁移旧数据
  首次启动读一次 localStorage 里旧的 photoQueue，逐条 base64 转 Blob 导入 IndexedDB 后删除旧 key。
  """,
  H5, "plugin", "verified", "zh",
  applies_to={"@tanstack/react-query": "^5", "react": "^18"},
  assets=["PhotoUploadQueue"],
  conditions="巡检 H5 的照片类附件（单张压缩后 < 1MB）离线排队上传。",
  counter_conditions="视频等大文件的分片/断点续传不在此方案内；巡检单文字草稿保存见 InspectionDraft。",
  source="复盘文档 H5-RETRO-2024-10；H5 PR !201、!207、!219",
  updated_at="2024-10-28")

E("exp-h5-0011",
  "离线 mutation 刷新页面后不继续：用 setMutationDefaults 注册 mutationFn",
  """
  PersistQueryClientProvider 能把 paused 的 mutation 持久化下来，但只持久化 mutationKey 和 variables，mutationFn
  是函数，不会被序列化。刷新页面后调用 resumePausedMutations 时找不到 mutationFn，mutation 一直停在 paused。
  做法：
      queryClient.setMutationDefaults(['photo', 'upload'], { mutationFn: uploadPhoto, retry: 3 });
      <PersistQueryClientProvider client={queryClient} persistOptions={{ persister }}
        onSuccess={() => queryClient.resumePausedMutations()}>
  组件里 useMutation({ mutationKey: ['photo', 'upload'] })，key 必须和 defaults 完全一致；setMutationDefaults
  要在 Provider 恢复缓存之前执行（放在创建 queryClient 的模块里）。
  """,
  H5, "plugin", "verified", "zh",
  applies_to={"@tanstack/react-query": "^5"},
  assets=["PhotoUploadQueue"],
  source="H5 PR !207",
  updated_at="2024-10-18")

E("exp-h5-0013",
  "Vendor note: Background Sync for queued photo uploads (not yet validated on the MDM webview)",
  """
  Proposal from the MDM vendor: move the upload loop into a service worker and register a Background Sync tag
  ('photo-sync') when a photo is queued, so uploads finish after the inspector locks the phone.
  Known limits: Background Sync is available in Chromium-based browsers only; iOS Safari has no support, so
  managers on iPhones would still depend on the in-page queue. The pinned Chromium 69 WebView on the rugged
  devices has the API, but the vendor has not confirmed that the MDM shell keeps service workers alive.
  IndexedDB records would be shared between page and worker, so the queue format must stay stable.
  Needs a field test before adoption.
  """,
  H5, "plugin", "review_required", "en",
  assets=["PhotoUploadQueue"],
  source="Vendor proposal MDM-2024-17",
  updated_at="2024-11-21")

E("exp-h5-0014",
  "（已废弃）离线照片转 base64 存 uni.setStorage / localStorage 排队",
  """
  uni-app 时代的队列：base64 存 storage，网络恢复后逐条上传。H5 端 localStorage 只有 5MB，
  一张照片 base64 后 2~3MB，很快 QuotaExceededError，队列整体写失败。已废弃，改为 IndexedDB 队列（见 exp-h5-0010）。
  """,
  H5, "plugin", "deprecated", "zh",
  assets=["PhotoUploadQueue"],
  source="废弃 2024-10",
  updated_at="2024-10-28")

E("exp-h5-0015",
  "QuotaExceededError：照片别再往 localStorage 塞",
  """
  fix(upload): 现场反馈 QuotaExceededError: Failed to execute 'setItem' on 'Storage': Setting the value of 'photoQueue'
  exceeded the quota. base64 一张 2~3MB，localStorage 5MB 上限两张就满，而且 setItem 失败时整个队列数组都没写进去。
  队列改 IndexedDB（见离线队列复盘），localStorage 只留一个待上传数量给角标用。首次启动把旧 photoQueue 导入 IndexedDB 后删除。
  """,
  H5, "plugin", "verified", "zh",
  assets=["PhotoUploadQueue"],
  source="H5 commit 5c1e9f0；现场问题单 FLD-0412",
  updated_at="2024-10-09")

E("exp-h5-0016",
  "InspectionDraft 巡检单草稿自动保存（文字内容，不含照片）",
  """
  巡检员填巡检单时常被电话、调度指令打断，切出 App 再回来 webview 可能被系统回收，填了一半的内容全没了。
  做法：antd-mobile Form 的 onValuesChange 里防抖 2s，把表单值写进 IndexedDB 的 draft:{sheetId}；页面进入时先读草稿，
  有草稿就 form.setFieldsValue 并顶部提示“已恢复未提交的内容”；提交成功后删除草稿。
  另外监听 visibilitychange，页面变为 hidden 时立即保存一次，不等防抖。
  """,
  H5, "store", "verified", "zh",
  applies_to={"antd-mobile": "^5"},
  assets=["InspectionDraft"],
  counter_conditions="照片等二进制附件走 PhotoUploadQueue，不存草稿。",
  source="H5 PR !226",
  updated_at="2024-11-04")

E("exp-h5-0017",
  "u-upload → antd-mobile ImageUploader：upload 必须返回 { url }，离线时先返回本地 objectURL",
  """
  antd-mobile 5 的 ImageUploader 要求 upload(file) 返回 Promise<{ url }>，url 用来显示缩略图。
  在线时上传完返回服务器地址；离线时把压缩后的文件交给 PhotoUploadQueue 入队，立即返回 { url: URL.createObjectURL(file), extra: { queued: true } }，
  缩略图上用角标显示“待上传”。其他：maxCount={9}；beforeUpload 里做压缩；capture="environment" 直接调后置摄像头；
  组件卸载或照片删除时 revokeObjectURL。uView 的 u-upload 的 action/auto-upload 这些属性都没有对应物，不用找。
  """,
  H5, "component", "verified", "zh",
  applies_to={"antd-mobile": "^5"},
  assets=["u-upload", "PhotoUploadQueue"],
  source="H5 PR !203",
  updated_at="2024-10-14")

E("exp-h5-0020",
  "iPhone 上 dateFmt 显示 NaN：'YYYY-MM-DD HH:mm:ss' 字符串 Safari 解析失败",
  """
  迁到 React 后巡检单列表在 iPhone 上时间显示成 NaN-NaN-NaN，安卓正常。原因：formatDate 里 new Date(str)，
  Safari 不认 '2024-03-01 08:00:00' 这种带空格的格式，返回 Invalid Date。uni-app 时代用的是 uView 的 timeFormat，
  它内部把 '-' 替换成了 '/'，所以以前没暴露。
  处理：dayjs.extend(customParseFormat)，解析时显式给格式 dayjs(str, 'YYYY-MM-DD HH:mm:ss')；后端新接口统一返回毫秒时间戳。
  """,
  H5, "filter", "verified", "zh",
  applies_to={"dayjs": "^1"},
  assets=["dateFmt"],
  source="H5 commit 77ad0b3",
  updated_at="2024-09-19")

E("exp-h5-0030",
  "uni-app H5 的 router.base → Vite base + BrowserRouter basename（企业 App webview 刷新 404）",
  """
  uni-app 的 manifest.json 里 h5.router = { mode: 'history', base: '/inspect/' }。迁到 Vite + React Router 后：
  vite.config.ts 里 base: '/inspect/'，<BrowserRouter basename="/inspect">；nginx location /inspect/ 里
  try_files $uri $uri/ /inspect/index.html。漏了 nginx 这一步，企业 App webview 里下拉刷新就是 404。
  静态资源引用一律走 import.meta.env.BASE_URL，不要写死 /static/。
  """,
  H5, "build", "verified", "zh",
  applies_to={"react-router-dom": "^6"},
  assets=["manifest.json"],
  source="H5 PR !188",
  updated_at="2024-09-06")

E("exp-h5-0040",
  "巡检单 u-form 校验 → antd-mobile Form rules：异常项必须拍照的条件必填",
  """
  uView 1 的 u-form 因为小程序不能通过 props 传函数，规则要在 onReady 里 this.$refs.uForm.setRules(rules)，
  迁移后这一段直接删掉，规则写在 Form.Item 的 rules 上。巡检单（InspectionSheetForm）的特殊规则：
  - 巡检项结果选“异常”时，照片至少 1 张、缺陷描述必填：照片 Form.Item 配 dependencies={['result']}，
    validator 里读 getFieldValue('result')；
  - 表计读数超出上下限时不拦截提交，只在输入框下方提示“超限”，由巡检员确认；
  - 提交失败时根据 errorFields[0].name 找到对应 DOM，scrollIntoView({ block: 'center' })。
  """,
  H5, "component", "verified", "zh",
  applies_to={"antd-mobile": "^5"},
  assets=["InspectionSheetForm", "u-form"],
  source="H5 PR !195",
  updated_at="2024-09-24")

E("exp-h5-0041",
  "uni-app 的 onShow 刷新 → React Router 返回时重新挂载 + focusManager 监听 visibilitychange",
  """
  uni-app 里从详情页 navigateBack 回列表会触发列表页 onShow，我们靠它刷新巡检单状态。React Router 返回时
  列表组件重新挂载，useQuery 按 staleTime 决定是否重新请求：列表 staleTime 设 30s。
  App 从后台切回前台的刷新：企业 App 的 webview 里 window focus 事件不可靠，改用
  focusManager.setEventListener(handleFocus => { const l = () => handleFocus(document.visibilityState === 'visible');
  document.addEventListener('visibilitychange', l); return () => document.removeEventListener('visibilitychange', l); })。
  """,
  H5, "router", "verified", "zh",
  applies_to={"@tanstack/react-query": "^5", "react-router-dom": "^6"},
  assets=["onShow"],
  source="H5 PR !198",
  updated_at="2024-09-27")

E("exp-h5-0042",
  "TanStack Query v5：isLoading → isPending，禁用的查询骨架屏不消失",
  """
  v5 里 status 'loading' 改名为 'pending'，isLoading 变成 isPending && isFetching。巡检单列表首屏骨架屏用 isPending。
  坑：按站点筛选前 enabled: false 的查询，isPending 一直为 true，骨架屏永远不消失。判断“首次加载中”用 isLoading，
  或者 enabled 为 false 时直接渲染“请选择变电站”的空状态。另外 useQuery 的 onSuccess/onError 回调在 v5 中已移除，
  需要副作用的地方改成在 useEffect 里根据 data 处理，或放到 mutation 的回调里。
  """,
  H5, "store", "verified", "zh",
  applies_to={"@tanstack/react-query": "^5"},
  assets=["useSheetList"],
  source="H5 PR !191",
  updated_at="2024-09-20")

E("exp-h5-0044",
  "扫设备二维码：getUserMedia 需要 HTTPS；NotAllowedError: Permission denied 要在 App 壳里开相机权限",
  """
  uni.scanCode 在 H5 端不可用，改用 html5-qrcode。两个坑：
  1. 内网测试环境是 http，navigator.mediaDevices 为 undefined，报 Cannot read properties of undefined (reading 'getUserMedia')。
     getUserMedia 只在安全上下文可用，测试环境也要上 HTTPS（或用 localhost 调试）；
  2. 企业 App 的 webview 里一直 NotAllowedError: Permission denied，系统设置里 App 已有相机权限。原因是 webview 没有处理
     WebChromeClient.onPermissionRequest，需要 App 壳的厂商发版放行；已反馈，新壳 3.8.2 起可用。
  扫码页离开时一定要 html5QrCode.stop()，否则摄像头一直占用，下一个页面拍照黑屏。
  """,
  H5, "component", "verified", "zh",
  applies_to={"react": "^18"},
  assets=["scanCode"],
  source="H5 PR !230；厂商工单 MDM-2024-22",
  updated_at="2024-11-13")

E("exp-h5-0045",
  "uni.showToast / uni.showModal → antd-mobile Toast / Dialog",
  """
  refactor(ui): uni.showToast({ title, icon: 'loading' }) → Toast.show({ icon: 'loading', content, duration: 0 })，结束时 Toast.clear()；
  uni.showModal → const ok = await Dialog.confirm({ content })，返回 Promise<boolean>；uView 的 <u-toast ref="uToast"> + this.$refs.uToast.show()
  这套 ref 调用全部删掉。注意 Toast 同一时间只显示一个，连续调用会覆盖上一条。
  """,
  H5, "component", "verified", "zh",
  applies_to={"antd-mobile": "^5"},
  assets=["u-toast"],
  source="H5 commit 2f8b6a1",
  updated_at="2024-09-12")

E("exp-h5-0046",
  "Vendor note: web compatibility of the MDM WebView on field inspection devices",
  """
  Vendor compatibility note for the inspection H5 (React build), covering the devices enrolled in the
  Qingshan MDM as of 2024-10.

  1. Fleet
  - Rugged Android phones (Android 8.1) with the system WebView pinned by MDM policy to Chromium 69. About 40%
    of the fleet. WebView updates are blocked by the customer's security baseline and will not be lifted in 2025.
  - Newer rugged phones (Android 11) with Chromium 83 WebView. About 45%.
  - Team leaders' iPhones (iOS 15 and later) using the enterprise app's WKWebView. About 15%.

  2. JavaScript syntax
  Chromium 69 does not parse optional chaining (?.) or nullish coalescing (??); an untranspiled bundle fails
  with "Uncaught SyntaxError: Unexpected token ." on the first line that uses them and the page stays white.
  Build with @vitejs/plugin-legacy, targets ['chrome >= 69', 'ios >= 15'], and keep modern chunks for the
  iPhones. Vite's default build target (es2020 era browsers) is not sufficient for this fleet.

  3. CSS
  antd-mobile 5 relies on CSS custom properties, which Chromium 69 supports. However, the flexbox gap property
  is only supported from Chromium 84. On both Android generations the antd-mobile Space component, and any of
  your own flex layouts that use gap, render with no spacing at all: items stick together. Use margins
  (for example a wrapper with > * + * { margin-left: 8px }) or a PostCSS fallback instead of gap on flex
  containers. Grid gap is fine on these versions.

  4. Web APIs
  - ResizeObserver: available from Chromium 64, fine.
  - structuredClone: available from Chromium 98 only. Your query persister's serializer called it; on the pinned
    devices restoring the cache throws "structuredClone is not defined" and the offline cache is silently
    discarded. Use JSON serialization or a polyfill (core-js provides one).
  - AbortSignal.timeout(): available from Chromium 103 only. Calls such as fetch(url, { signal:
    AbortSignal.timeout(15000) }) throw "TypeError: AbortSignal.timeout is not a function" before the request is
    sent, so every request with a timeout fails on the old devices. Create an AbortController and call
    controller.abort() from a setTimeout instead, and clear the timer when the response arrives.
  - navigator.clipboard: requires a secure context and is unreliable in this WebView; keep the textarea
    fallback for copying work order numbers.

  5. Media
  Camera capture through <input type="file" capture="environment"> works on all three groups. getUserMedia
  needs HTTPS and the shell permission fix described in ticket MDM-2024-22.

  6. Testing
  The vendor lab can provide two pinned Chromium 69 devices for regression runs on request; please book them one
  week before a release.
  """,
  H5, "build", "verified", "en",
  assets=["mdm-webview"],
  conditions="Inspection H5 builds shipped to the MDM-managed device fleet.",
  source="Vendor compatibility report MDM-COMPAT-2024-10",
  updated_at="2024-10-22")

E("exp-h5-0047",
  "巡检单列表下拉刷新 + 无限滚动：PullToRefresh + InfiniteScroll + useInfiniteQuery（待评审）",
  """
  uView 里是 u-loadmore + onReachBottom + onPullDownRefresh。React 版试验：antd-mobile 的 PullToRefresh 包列表，
  onRefresh={() => refetch()}；底部 InfiniteScroll loadMore={fetchNextPage} hasMore={hasNextPage}。
  未解决：下拉刷新时 useInfiniteQuery 会按已加载页数逐页重新请求，已加载 10 页时刷新很慢，考虑刷新时只保留第一页
  （queryClient.setQueryData 截断 pages）；在 Chromium 69 的 webview 上下拉手势和页面滚动偶尔冲突。待评审。
  """,
  H5, "component", "review_required", "zh",
  applies_to={"antd-mobile": "^5", "@tanstack/react-query": "^5"},
  assets=["u-loadmore", "useSheetList"],
  source="H5 试验分支 feat/sheet-list",
  updated_at="2024-12-04")

E("exp-h5-0048",
  "useInfiniteQuery 报 initialPageParam 缺失：v5 必须显式给出",
  """
  升到 v5 后 TS 报错：Property 'initialPageParam' is missing in type '{ queryKey: ...; queryFn: ...; getNextPageParam: ... }'
  but required in type 'UseInfiniteQueryOptions<...>'。v5 的 useInfiniteQuery 必须写 initialPageParam（我们是 1），
  queryFn 里从 ({ pageParam }) 取页码；getNextPageParam 返回 undefined 或 null 表示没有下一页。
  v4 那种不传 pageParam 默认 undefined 的写法不再可用。
  """,
  H5, "store", "verified", "zh",
  applies_to={"@tanstack/react-query": "^5"},
  assets=["useSheetList"],
  source="H5 commit 1b0c4de",
  updated_at="2024-09-20")

E("exp-h5-0049",
  "u-picker 选设备 → antd-mobile CascadePicker（变电站 → 间隔 → 设备）",
  """
  缺陷登记里选设备，uView 1 用 u-picker mode="multiSelector" 三列联动，每列变化时手动 columnchange 改下一列数据。
  antd-mobile 5 直接用 CascadePicker，options 是树：[{ label: '青山 220kV 站', value: 'S01', children: [...] }]；
  值是 value 数组 ['S01', 'B03', 'D0112']；数据量大（一个站 2000+ 设备）时按站懒加载，选站后再请求间隔和设备。
  命令式 CascadePicker.prompt({ options }) 在表单外的快捷入口里更方便。
  """,
  H5, "component", "verified", "zh",
  applies_to={"antd-mobile": "^5"},
  assets=["u-picker"],
  conditions="设备树、组织树这类自有层级数据的选择。",
  counter_conditions="需要省市区行政区划数据的（u-picker mode=\"region\" 内置的地区数据）不适用：我们没有迁移地区数据包，antd-mobile 也不内置行政区划。",
  source="H5 PR !209",
  updated_at="2024-10-16")

E("exp-h5-0050",
  "巡检打卡定位偏几百米：老代码 uni.getLocation 传了 gcj02，浏览器 geolocation 是 WGS-84",
  """
  巡检到站打卡要求定位在变电站围墙 200m 内。迁移后大量“不在站内”的误判，实际偏了 300~500 米。
  原因：uni-app 老代码显式写了 uni.getLocation({ type: 'gcj02' })，拿到的是国测局坐标，后端电子围栏和高德地图
  都按 GCJ-02；换成 navigator.geolocation.getCurrentPosition 后拿到的是 WGS-84，直接上报就偏了。
  处理：前端用 coordtransform 的 wgs84togcj02 转换后上报，并在请求里带 coordSys: 'gcj02' 字段；
  getCurrentPosition 需要 HTTPS；enableHighAccuracy: true, timeout: 10000，室内拿不到时提示巡检员到室外打卡。
  """,
  H5, "other", "verified", "zh",
  assets=["checkIn"],
  source="现场问题单 FLD-0455；H5 PR !222",
  updated_at="2024-11-01")

E("exp-h5-0051",
  "（已废弃）巡检异常语音播报：uni.getBackgroundAudioManager",
  """
  uni-app 版在发现异常项时调用 uni.getBackgroundAudioManager() 播报“请注意，发现异常”。该功能在 2024-08 需求评审中被取消
  （现场嘈杂、巡检员反馈无用），代码已删除，React 版不再实现，也没有替代方案。
  """,
  H5, "plugin", "deprecated", "zh",
  assets=["voiceAlert"],
  source="需求评审 2024-08-07",
  updated_at="2024-08-07")

E("exp-h5-0054",
  "巡检报告 PDF 预览：pdfjs-dist 用 legacy build 兼容老 webview（待验证）",
  """
  uni-app 版用 uni.downloadFile + uni.openDocument 打开巡检报告 PDF，H5 端 openDocument 不可用，React 版改为页面内预览。
  试验用 pdfjs-dist 3.x 的 legacy 构建（import * as pdfjs from 'pdfjs-dist/legacy/build/pdf'），worker 通过
  new URL('pdfjs-dist/legacy/build/pdf.worker.js', import.meta.url) 引入；4.x 只提供现代语法构建，老安卓 webview 直接白屏。
  待验证：Chromium 69 设备上中文字体（需要 cMapUrl 指向 cmaps 目录）和 30 页以上报告的内存占用；iPhone 上是否直接用系统预览更好。
  """,
  H5, "component", "review_required", "zh",
  applies_to={"react": "^18"},
  assets=["reportPreview"],
  source="H5 试验记录 2024-12",
  updated_at="2024-12-19")

E("exp-h5-0053",
  "户外强光下的高对比度主题：antd-mobile CSS 变量覆盖（检查项）",
  """
  巡检员反馈正午户外屏幕看不清。候选做法是覆盖 antd-mobile 的 CSS 变量（:root { --adm-color-primary: …; --adm-color-text: #000 }）
  做一套高对比度主题。检查项：
  - 文字对比度至少 7:1（WCAG AAA），灰色辅助文字全部加深；
  - 异常/正常的红绿状态色对色弱巡检员是否可分辨，必要时加图标；
  - 切换入口放“我的”页，记在 localStorage；
  - Chromium 69 webview 上 CSS 变量覆盖是否全部生效。
  """,
  H5, "style", "candidate", "zh",
  applies_to={"antd-mobile": "^5"},
  assets=["theme"],
  source="现场反馈汇总 2024-11",
  updated_at="2024-11-26")

# ===========================================================================
# team-wide ("*")
# ===========================================================================
E("exp-team-0001",
  "Vendor note: API timestamps are UTC; render them in Asia/Shanghai explicitly",
  """
  The SCADA gateway's HTTP API returns event and alarm times as ISO-8601 UTC strings ("2024-05-02T00:00:00Z").
  Several dispatcher workstations and test VMs have the OS time zone set to UTC by the imaging process, so
  formatting with the local zone shows times 8 hours behind on those machines and correct times elsewhere.
  Do not depend on the OS zone: extend dayjs with the utc and timezone plugins and format through one helper,
  fmt(v, pattern) = dayjs.utc(v).tz('Asia/Shanghai').format(pattern). Note that dayjs.tz.setDefault() only affects
  dayjs.tz() calls, not plain dayjs(), so a global default alone does not fix existing call sites.
  The real-time bus is different: it sends epoch seconds, which carry no zone.
  """,
  ALL, "filter", "verified", "en",
  applies_to={"dayjs": "^1"},
  assets=["dateFmt"],
  source="Vendor interface spec TB-2.3, appendix B",
  updated_at="2024-08-02")

E("exp-team-0002",
  "dateFmt 过滤器迁移：Vue filter 改成纯函数 formatDate，moment 换 dayjs，保留 '--' 兜底",
  """
  两个项目都有全局过滤器 Vue.filter('dateFmt', (v, fmt = 'YYYY-MM-DD HH:mm:ss') => …)，模板里 {{ row.time | dateFmt('MM-DD HH:mm') }}。
  React 没有过滤器（Vue 3 也删了），改成 utils/date.ts 的纯函数 formatDate(v, fmt)，JSX 里 {formatDate(row.time, 'MM-DD HH:mm')}。
  保持老行为：null、undefined、''、0 都返回 '--'（后端用 0 表示未填）；非法日期也返回 '--' 而不是 Invalid Date。
  我们没有国际化需求，不引 i18n 库，格式串就地写中文习惯的格式。moment 换成 dayjs，API 基本一致，注意
  moment 的 'YYYY-MM-DD' 与 dayjs 相同，但 moment().week() 这类需要插件。
  """,
  ALL, "filter", "verified", "zh",
  applies_to={"vue": "^2.6", "react": "^18"},
  assets=["dateFmt"],
  conditions="绝对时间的格式化显示。",
  counter_conditions="相对时间（“3 分钟前”）和时长（“3 小时 12 分”）不适用：本条只做绝对时间；iOS Safari 解析 'YYYY-MM-DD HH:mm:ss' 字符串得到 Invalid Date 的问题不在本条，巡检 H5 另有条目。",
  source="公共工具迁移 PR（dispatch-console !1180 / inspection-h5 !176）",
  updated_at="2024-08-12")

E("exp-team-0003",
  "durationFmt 时长过滤器（“3小时12分”）迁移：dayjs duration 插件",
  """
  durationFmt 用在停电时长、缺陷处理时长上。迁移为 formatDuration(ms)：dayjs.extend(duration)，
  超过 24 小时显示“1天3小时”，不足 1 分钟显示“<1分”；负数（客户端与服务器时钟不同步）显示“0分”而不是“-3分”。
  不要用 dayjs 的 relativeTime 插件，那个是“3 分钟前”这种相对时间，语义不同。
  """,
  ALL, "filter", "verified", "zh",
  applies_to={"dayjs": "^1"},
  assets=["durationFmt"],
  counter_conditions="普通日期格式化见 dateFmt；“X 分钟前”这类相对时间也不是本条。",
  source="公共工具迁移 PR",
  updated_at="2024-08-12")

E("exp-team-0004",
  "（已废弃）formatDate 继续用 moment + moment-timezone",
  """
  迁移初期为了少改代码，formatDate 仍用 moment + moment-timezone。打包后多了约 230KB（含时区数据），而且 antd 5
  只认 dayjs，两套日期库并存导致日期组件传值反复转换。2024-08 废弃，统一 dayjs。
  """,
  ALL, "filter", "deprecated", "zh",
  assets=["dateFmt"],
  source="废弃 2024-08",
  updated_at="2024-08-12")

E("exp-team-0005",
  "zustand 5：选择器返回新对象导致 Maximum update depth exceeded，必须 useShallow",
  """
  zustand 5 里 create 返回的 hook 不再接受 equalityFn，选择器每次返回新对象/数组时，useSyncExternalStore 认为快照
  一直在变，控制台报 The result of getSnapshot should be cached to avoid an infinite loop，随后 Maximum update depth exceeded。
  解决：useStore(useShallow(s => ({ a: s.a, b: s.b })))，或者拆成多个只返回原始值的选择器。
  """,
  ALL, "store", "verified", "zh",
  applies_to={"zustand": "^5"},
  counter_conditions="zustand 4 的行为不同（选择器返回新对象只会多渲染，不会死循环）。",
  source="团队升级调研 2024-11",
  updated_at="2024-11-11")

E("exp-team-0010",
  "Vuex 命名空间模块 → zustand store：state、getters、mutations、actions 的对应关系",
  """
  一个 Vuex 命名空间模块对应一个 zustand store（不要把所有模块塞进一个大 store）：
  - state → create 里的初始字段；
  - mutations → 不再单独存在，set(state => …) 就地改；需要保留“只能经由特定方法修改”的约束时，只导出方法不导出 setState；
  - actions（异步）→ store 里的 async 方法，内部 get() 读当前状态，完成后 set；
  - getters → 组件里的选择器函数，或 store 外的纯函数 selectXxx(state)；带参数的 getter 写成 (id) => (s) => …；
  - rootState / rootGetters → 直接 useOtherStore.getState()，但要避免两个 store 互相 import 形成循环依赖；
  - 模块的 namespaced: true 没有对应物，store 本身就是命名空间。
  """,
  ALL, "store", "verified", "zh",
  applies_to={"vuex": "^3", "zustand": "^4"},
  assets=["vuex-modules"],
  source="团队迁移指南 v2 第 4 节",
  updated_at="2024-07-22")

E("exp-team-0011",
  "mapState / mapGetters 写在 mixin 里的 → 改成自定义 hook",
  """
  refactor: 很多 mixin 只是 computed: { ...mapState('auth', ['user']) } 加几个方法。对应的 React 写法是一个自定义 hook：
  useCurrentUser() 内部 useAuthStore(s => s.user)，方法用 useCallback 返回。mixin 里同名属性互相覆盖的隐式行为要在改写时显式化。
  """,
  ALL, "mixin", "verified", "zh",
  applies_to={"vue": "^2.6", "react": "^18"},
  assets=["mapState"],
  source="团队迁移指南 v2 第 5 节",
  updated_at="2024-07-22")

E("exp-team-0012",
  "zustand 3：import create from 'zustand' 默认导入",
  """
  zustand 3.x 只有默认导出：import create from 'zustand'; const useStore = create(set => ({ … }))；
  浅比较 import shallow from 'zustand/shallow' 作为第二个参数。这是早期试点项目的写法。
  """,
  ALL, "store", "verified", "zh",
  applies_to={"zustand": "^3"},
  counter_conditions="zustand 4 起改为具名导出 import { create } from 'zustand'。",
  source="试点项目笔记 2023",
  updated_at="2023-11-02")

E("exp-team-0013",
  "控制台警告 [DEPRECATED] Default export is deprecated：改成 import { create } from 'zustand'",
  """
  zustand 4 仍保留默认导出，但每次调用都打印
  [DEPRECATED] Default export is deprecated. Instead use `import { create } from 'zustand'`.
  批量替换：import create from 'zustand' → import { create } from 'zustand'；import shallow from 'zustand/shallow' →
  import { shallow } from 'zustand/shallow'；vanilla 的 import create from 'zustand/vanilla' → import { createStore } from 'zustand/vanilla'。
  替换后跑一遍单测即可，运行时行为不变。
  """,
  ALL, "store", "verified", "zh",
  applies_to={"zustand": "^4"},
  source="团队周报 2024-07",
  updated_at="2024-07-15")

E("exp-team-0020",
  "antd 5 静态 message 不跟主题：Static function can not consume context，改用 App.useApp",
  """
  Vue 版到处 this.$message.success()，迁移时顺手写成 antd 的静态 message.success()，暗色主题下提示框是亮色的，
  控制台警告 Warning: [antd: message] Static function can not consume context like dynamic theme. Please use 'App' component instead.
  做法：根部 <ConfigProvider theme={…}><App>…</App></ConfigProvider>，组件里 const { message, modal, notification } = App.useApp()。
  axios 拦截器这类非组件代码：在根部渲染一个 <StaticBridge />，把 useApp() 的结果赋给模块变量 appApi，拦截器里调用 appApi.message.error()。
  Modal.confirm 同理，改 modal.confirm。
  """,
  ALL, "plugin", "verified", "zh",
  applies_to={"antd": ">=5.1 <6"},
  assets=["$message"],
  source="团队迁移指南 v2 第 7 节",
  updated_at="2024-08-05")

E("exp-team-0021",
  "Modal / Drawer / Dropdown / Tooltip 的 visible 改 open（antd 4.23 起）",
  """
  antd 4.23 起弹层组件统一用 open：Modal、Drawer 的 visible → open；Dropdown 的 visible / onVisibleChange → open / onOpenChange；
  Tooltip、Popover 同理。继续写 visible 会报 Warning: [antd: Modal] `visible` is deprecated. Please use `open` instead.，
  antd 5 里 visible 已移除。ant-design-vue 1.7 的 <a-modal v-model="visible"> 迁移时直接写成 open={open} onCancel={() => setOpen(false)}。
  """,
  ALL, "component", "verified", "zh",
  applies_to={"antd": ">=4.23 <6"},
  assets=["a-modal"],
  source="团队迁移指南 v2 第 7 节",
  updated_at="2024-07-29")

E("exp-team-0022",
  "antd 4.23 以前：弹层只能用 visible，写 open 会被忽略",
  """
  早期试点项目停在 antd 4.21，open 属性在这些版本里不存在，写了会被当作未知属性忽略，弹窗永远不出来，也没有报错。
  这些版本上保持 visible / onVisibleChange，升级到 4.23+ 后再统一改名。Dropdown 的 onVisibleChange、Tooltip 的
  visible 同样如此；不要为了“提前适配”两个属性一起写，升级后会收到 visible 的废弃警告。
  """,
  ALL, "component", "verified", "zh",
  applies_to={"antd": ">=4 <4.23"},
  assets=["a-modal"],
  counter_conditions="antd 4.23 及以上（含 antd 5）用 open。",
  source="试点项目笔记 2023",
  updated_at="2023-10-18")

E("exp-team-0023",
  "antd 5.21+ 的 Splitter 做可拖拽分栏",
  """
  antd 5.21 新增 Splitter：<Splitter><Splitter.Panel defaultSize="70%" min="40%">…</Splitter.Panel><Splitter.Panel>…</Splitter.Panel></Splitter>，
  onResize 拿到各栏尺寸，可以存进偏好。面板内放 ECharts 时，拖动过程中会连续触发容器尺寸变化，建议 onResizeEnd 后再 resize 图表。
  5.21 以下没有这个组件。
  """,
  ALL, "component", "verified", "zh",
  applies_to={"antd": ">=5.21 <6"},
  assets=["Splitter"],
  counter_conditions="antd 5.21 以下不可用。",
  source="团队技术分享 2024-11",
  updated_at="2024-11-25")

E("exp-team-0030",
  "Vue CLI → Vite：Uncaught ReferenceError: process is not defined 与 VUE_APP_ 环境变量",
  """
  切到 Vite 后首页白屏，控制台 Uncaught ReferenceError: process is not defined。两处来源：
  1. 自己的代码 process.env.VUE_APP_API_BASE → import.meta.env.VITE_API_BASE，.env 文件里变量前缀改为 VITE_；
  2. 第三方库里读 process.env.NODE_ENV：vite.config 里 define: { 'process.env.NODE_ENV': JSON.stringify(mode) }，
     不要 define 整个 process.env（会把所有环境变量打进包里）。
  TS 里给 import.meta.env 加类型声明 vite-env.d.ts。
  """,
  ALL, "build", "verified", "zh",
  assets=["vue.config.js"],
  source="团队迁移指南 v2 第 2 节",
  updated_at="2024-06-20")

E("exp-team-0040",
  "v-model / .sync 的自定义组件 → 受控组件 value + onChange",
  """
  Vue 2 组件的 v-model 默认对应 value prop + input 事件（可用 model 选项改名），.sync 对应 update:xxx 事件。
  React 里一律改成受控：value + onChange；.sync 的 visible.sync 改 open + onOpenChange。
  组件要能塞进 antd Form.Item 时，必须接收 value/onChange 这两个名字（Form.Item 会注入），否则 Form 取不到值。
  同时支持受控和非受控时用 rc-util 的 useMergedState。
  """,
  ALL, "component", "verified", "zh",
  applies_to={"vue": "^2.6", "react": "^18"},
  assets=["v-model"],
  source="团队迁移指南 v2 第 3 节",
  updated_at="2024-07-08")

E("exp-team-0041",
  "this.$refs.xxx.reload() 这类父调子方法 → forwardRef + useImperativeHandle",
  """
  Vue 里父组件常写 this.$refs.table.reload()、this.$refs.form.reset()。React 18：子组件用 forwardRef 包裹，
  useImperativeHandle(ref, () => ({ reload, reset }), [reload, reset]) 只暴露必要的方法，不要把整个 DOM 或内部状态暴露出去。
  能用 props 表达的（比如 refreshKey 变化触发 reload）优先用 props；命令式调用只留给 focus、滚动到某行这类动作。
  """,
  ALL, "component", "verified", "zh",
  applies_to={"react": "^18"},
  assets=["$refs"],
  counter_conditions="React 19 起 ref 可以作为普通 prop 传递，不再需要 forwardRef。",
  source="团队迁移指南 v2 第 3 节",
  updated_at="2024-07-08")

E("exp-team-0042",
  "React 19: pass ref as a regular prop; forwardRef is no longer needed",
  """
  In React 19 function components receive ref as an ordinary prop: function AlarmTable({ ref, ...props }) { … }.
  forwardRef still works but will be deprecated in a later release. useImperativeHandle is unchanged.
  A codemod (react-codemod remove-forward-ref) rewrites existing components. Do not use this pattern on React 18:
  there the ref prop is stripped and the child receives undefined.
  """,
  ALL, "component", "verified", "en",
  applies_to={"react": ">=19"},
  assets=["$refs"],
  source="Team notes on React 19 release, 2024-12",
  updated_at="2024-12-09")

E("exp-team-0043",
  "$nextTick 里取 DOM 尺寸 → useLayoutEffect；需要同步刷新再量时用 flushSync",
  """
  this.$nextTick(() => this.$refs.box.offsetHeight) 这种“改完数据等 DOM 更新再量尺寸”的写法，React 里放进 useLayoutEffect，
  它在 DOM 更新后、浏览器绘制前执行，不会闪。事件回调中需要“先让 setState 生效再立刻量”时用 flushSync(() => setX(v))，
  但别滥用，flushSync 会打断批处理。
  """,
  ALL, "other", "verified", "zh",
  applies_to={"react": "^18"},
  assets=["$nextTick"],
  source="团队迁移指南 v2 第 3 节",
  updated_at="2024-07-08")

E("exp-team-0044",
  "watch deep: true → useEffect 依赖：先保证引用稳定，再谈深比较",
  """
  watch: { filters: { handler: 'load', deep: true } } 直接改成 useEffect(load, [filters]) 时，如果 filters 每次渲染都是新对象，
  会无限请求；如果是原地修改的对象，又一次都不触发。先让 filters 成为不可变更新的状态（每次改都产生新对象），
  再用它做依赖；确实需要深比较时用 use-deep-compare-effect，或依赖 JSON.stringify(filters)（对象小时可接受）。
  """,
  ALL, "other", "verified", "zh",
  applies_to={"react": "^18"},
  assets=["watch"],
  source="团队迁移指南 v2 第 3 节",
  updated_at="2024-07-08")

E("exp-team-0045",
  "模板转 JSX 的 codemod 脚本（vue-sfc-to-jsx）：检查项",
  """
  组里写了个把简单 SFC 模板转 JSX 骨架的脚本，转换结果只能作为起点。检查项：
  - v-if / v-else 链转成三元后嵌套是否正确；v-show 被转成了 style.display，确认是否本该是条件渲染；
  - v-for 的 key 是否被带上，:key="index" 的要人工改；
  - 事件修饰符 .stop / .prevent 脚本不处理，会被静默丢掉；
  - 插槽 slot-scope 转成 render props 的参数顺序；
  - filters（| dateFmt）脚本不转换，会原样留在 JSX 字符串里。
  """,
  ALL, "build", "candidate", "zh",
  assets=["codemod"],
  source="工具仓库 fe-tools/vue-sfc-to-jsx README",
  updated_at="2024-10-30")

E("exp-team-0046",
  "（已废弃）vuera：在 React 页面里直接嵌 Vue 组件过渡",
  """
  试过用 vuera 在 React 页面里嵌 Vue 组件、逐个组件迁移。vuera 不支持 React 18 的 createRoot，Vue 2.7 下 provide/inject、
  事件总线在两边穿透都有问题，样式也互相污染。2024-05 废弃，改为按路由整页切分（调度控制台用 qiankun，巡检 H5 一次性切换）。
  """,
  ALL, "build", "deprecated", "zh",
  assets=["vuera"],
  source="废弃 2024-05",
  updated_at="2024-05-20")

E("exp-team-0047",
  "单测迁移：@vue/test-utils + Jest → React Testing Library + Vitest",
  """
  mount(Comp, { propsData }) → render(<Comp {...props} />)；wrapper.find('.btn').trigger('click') → await user.click(screen.getByRole('button', { name: '确认' }))；
  wrapper.vm.xxx 这种访问内部状态的断言全部改成断言界面输出。定时器相关（告警缓冲、心跳）用 vi.useFakeTimers()，
  zustand store 在每个用例前用 useXxxStore.setState(initialState, true) 重置。
  """,
  ALL, "test", "verified", "zh",
  applies_to={"react": "^18"},
  assets=["unit-tests"],
  source="团队迁移指南 v2 第 9 节",
  updated_at="2024-08-26")

E("exp-team-0048",
  "日期面板星期、月份显示成英文：antd 5 的 locale 和 dayjs 的 locale 要分别设置",
  """
  项目不做国际化，但 antd 默认是 en_US。只设了 <ConfigProvider locale={zhCN}>（import zhCN from 'antd/locale/zh_CN'）时，
  按钮文案变中文了，DatePicker 面板的星期仍是 Su Mo Tu、月份是 Jan Feb，周也从周日开始。原因是面板的星期、月份名来自 dayjs 的 locale。
  入口再加：import 'dayjs/locale/zh-cn'; dayjs.locale('zh-cn');。两者都设以后显示“一 二 三”，周一开头。
  """,
  ALL, "i18n", "verified", "zh",
  applies_to={"antd": "^5", "dayjs": "^1"},
  assets=["ConfigProvider"],
  source="团队迁移指南 v2 第 8 节",
  updated_at="2024-08-01")

E("exp-team-0049",
  "antd 4：中文 locale 要同时设置 moment.locale('zh-cn')",
  """
  antd 4 的日期组件基于 moment：<ConfigProvider locale={zhCN}>（antd/lib/locale/zh_CN）之外，还要 import 'moment/locale/zh-cn';
  moment.locale('zh-cn')，否则面板星期是英文。注意 moment 的 locale 要在 antd 组件首次渲染之前设置。
  """,
  ALL, "i18n", "verified", "zh",
  applies_to={"antd": "^4", "moment": "^2"},
  assets=["ConfigProvider"],
  source="团队迁移指南 v1",
  updated_at="2023-12-11")

E("exp-team-0060",
  "TanStack Query v4：离线持久化时 cacheTime 要不小于 persister 的 maxAge",
  """
  v4 里 persistQueryClient 恢复出来的缓存同样受 cacheTime 管理，默认 5 分钟：maxAge 设 24h 而 cacheTime 仍是默认值时，
  恢复后 5 分钟内没被观察的缓存就被回收了，离线打开看到的是空列表。QueryClient defaultOptions.queries.cacheTime 设为 1000*60*60*24。
  副作用写在 useQuery 的 onSuccess 里，离线 mutation 恢复同样需要 setMutationDefaults。
  """,
  ALL, "store", "verified", "zh",
  applies_to={"@tanstack/react-query": "^4"},
  assets=["PhotoUploadQueue"],
  counter_conditions="v5 中 cacheTime 已改名 gcTime，useQuery 的 onSuccess 已移除。",
  source="试点项目笔记 2024-03",
  updated_at="2024-03-14")

E("exp-team-0061",
  "TanStack Query v4：enabled: false 的查询 isLoading 一直为 true，用 isInitialLoading",
  """
  v4 中禁用的查询 status 是 'loading'，isLoading 永远为 true，骨架屏不消失。判断首屏加载用 isInitialLoading
  （= isLoading && isFetching）。试点项目的站点筛选页就是这样：未选站点前 enabled: false，骨架屏一直转，
  改用 isInitialLoading 后显示“请选择站点”的空状态。
  """,
  ALL, "store", "verified", "zh",
  applies_to={"@tanstack/react-query": "^4"},
  counter_conditions="v5 中 isInitialLoading 已废弃，改为 isLoading，状态名也变了。",
  source="试点项目笔记 2024-03",
  updated_at="2024-03-14")

# ===========================================================================
# Labeled queries
# ===========================================================================
R, RO, NA = "reusable", "reference_only", "not_applicable"

# ---- identifier -----------------------------------------------------------
Q("q-qs-001", "AlarmList 的 rowKey 现在用的是 index，确认告警以后勾选就错位，应该拿什么当 key？",
  dc(asset="AlarmList", asset_type="component"),
  {"exp-dc-0016": R}, "inject", "identifier", "zh")
Q("q-qs-002", "useShallow 从哪个路径 import？一个间隔卡片要同时订阅 P、Q、Ia 三个遥测点",
  dc(asset="telemetryBus", asset_type="store"),
  {"exp-dc-0065": R, "exp-dc-0060": R, "exp-dc-0066": NA, "exp-team-0005": NA}, "inject", "identifier", "zh")
Q("q-qs-003", "PhotoUploadQueue 刷新页面以后 paused mutations 就不 resume 了，setMutationDefaults 要怎么配？",
  h5("feat/offline-queue", asset="PhotoUploadQueue", asset_type="plugin"),
  {"exp-h5-0011": R, "exp-h5-0010": R, "exp-team-0060": NA}, "inject", "identifier", "mixed")
Q("q-qs-004", "LegacyDataTable 里 customRender 返回 attrs.rowSpan 的写法，到 antd 5 该怎么改",
  dc(asset="LegacyDataTable", asset_type="component"),
  {"exp-dc-0080": R, "exp-dc-0083": NA, "exp-dc-0072": RO}, "inject", "identifier", "zh")
Q("q-qs-005", "permissionMixin 里的 $hasAnyPerm 迁到 React 之后对应的是什么？",
  dc(asset="permissionMixin", asset_type="mixin"),
  {"exp-dc-0030": R, "exp-dc-0031": RO, "exp-dc-0032": NA, "exp-h5-0001": NA, "exp-dc-0033": NA},
  "inject", "identifier", "zh")
Q("q-qs-006", "TagPlacementDialog 里挂“禁止合闸”牌要监护人二次确认，React 里这一步怎么做",
  dc(asset="TagPlacementDialog", asset_type="component"),
  {"exp-dc-0008": R, "exp-dc-0067": RO, "exp-dc-0030": RO}, "inject", "identifier", "zh")
Q("q-qs-007", "antd-mobile 的 ImageUploader，upload 回调到底要返回什么？没网的时候缩略图怎么显示",
  h5(asset="u-upload", asset_type="component"),
  {"exp-h5-0017": R, "exp-h5-0010": RO}, "inject", "identifier", "zh")
Q("q-qs-008", "react-resizable 配 components.header.cell 给 LegacyDataTable 做列宽拖拽，组里有现成经验吗",
  dc(asset="LegacyDataTable", asset_type="component"),
  {"exp-dc-0082": R}, "reference", "identifier", "zh")
Q("q-qs-009", "pdfjs-dist 在巡检 H5 里预览巡检报告，是不是要用 legacy build？",
  h5(asset="reportPreview", asset_type="component"),
  {"exp-h5-0054": R}, "reference", "identifier", "zh")

# ---- synonym --------------------------------------------------------------
Q("q-qs-010", "单线图上一个开关变位，整张图都跟着闪一下，能不能只刷变化的那几个设备",
  dc(asset="TopologyGraph", asset_type="component"),
  {"exp-dc-0001": R, "exp-dc-0060": R, "exp-dc-0004": RO, "exp-dc-0002": NA, "exp-dc-0003": NA},
  "inject", "synonym", "zh")
Q("q-qs-011", "巡检员到站打卡老提示不在站内，人明明就在围墙里，位置差了好几百米",
  h5(), {"exp-h5-0050": R}, "inject", "synonym", "zh")
Q("q-qs-012", "日期弹出面板上周几显示的是 Su Mo Tu，月份也是英文，按钮倒是中文了",
  dc(), {"exp-team-0048": R, "exp-team-0049": NA}, "inject", "synonym", "zh")
Q("q-qs-013", "值班机上来了新告警不响铃了，以前老版本是会响的",
  dc(), {"exp-dc-0017": R}, "inject", "synonym", "zh")
Q("q-qs-014", "现场拍的照片排队等网的时候提示存储满了，之前排着的几张也一起没了",
  h5(), {"exp-h5-0015": R, "exp-h5-0010": R, "exp-h5-0014": NA}, "inject", "synonym", "zh")
Q("q-qs-015", "查一个月的历史告警把后端查询服务拖垮了，这种页面该一页页查还是一次全拿回来",
  dc(), {"exp-dc-0014": R, "exp-dc-0010": NA, "exp-dc-0011": NA}, "inject", "synonym", "zh")
Q("q-qs-016", "几个浏览器标签页同时开着控制台，能不能只保持一条实时数据连接",
  dc(), {"exp-dc-0063": R, "exp-dc-0062": RO, "exp-dc-0102": RO}, "reference", "synonym", "zh")
Q("q-qs-017", "正午太阳底下手机屏幕根本看不清，巡检页面能不能做一套对比度更高的配色",
  h5(), {"exp-h5-0053": R}, "reference", "synonym", "zh")
Q("q-qs-018", "值班员想把告警单独开一个窗口拖到第二块屏上，两个窗口的确认状态要同步",
  dc(), {"exp-dc-0102": R, "exp-dc-0063": RO}, "reference", "synonym", "zh")

# ---- jargon ---------------------------------------------------------------
Q("q-qs-020", "四遥里遥控要不要进 store？选择—返校—执行这三步在 React 里放哪",
  dc(asset="telemetryBus"), {"exp-dc-0067": R, "exp-dc-0060": RO}, "inject", "jargon", "zh")
Q("q-qs-021", "老表格按站合并的那几行，迁完以后一排序就合并错了",
  dc(), {"exp-dc-0080": R, "exp-dc-0083": NA}, "inject", "jargon", "zh")
Q("q-qs-022", "两票被驳回后重新打开，表单全是空的，票面数据回填不进去",
  dc(asset="WorkTicketForm"),
  {"exp-dc-0046": R, "exp-dc-0045": NA, "exp-dc-0040": RO, "exp-dc-0041": NA}, "inject", "jargon", "zh")
Q("q-qs-023", "挂牌的时候在设备上点右键，弹出来的却是浏览器自己的菜单",
  dc(), {"exp-dc-0006": R, "exp-dc-0008": RO}, "inject", "jargon", "zh")
Q("q-qs-024", "巡检单填到一半被调度电话打断，切回来内容全没了，有没有自动存草稿的做法",
  h5(), {"exp-h5-0016": R, "exp-h5-0010": NA}, "inject", "jargon", "zh")
Q("q-qs-025", "工作票许可完以后，单线图上能不能自动挂上“有人工作”牌",
  dc(), {"exp-dc-0047": R, "exp-dc-0008": RO}, "reference", "jargon", "zh")
Q("q-qs-026", "四遥里遥调下发设定值，输入框的限幅校验怎么做",
  dc(), {"exp-dc-0067": NA}, "abstain", "jargon", "zh")
Q("q-qs-027", "F9 总召要不要二次确认？调度员那几个快捷键在 React 里怎么绑才不会重复触发",
  dc(), {"exp-dc-0100": R}, "inject", "jargon", "zh")

# ---- long_doc (answer deep inside a long entry) -----------------------------
Q("q-qs-030", "ECharts 5 里 graph 的相邻节点高亮怎么配？原来的 focusNodeAdjacency 好像不管用了",
  dc(asset="TopologyGraph", asset_type="component"),
  {"exp-dc-0001": R, "exp-dc-0002": NA}, "inject", "long_doc", "zh",
  evidence={"entry": "exp-dc-0001", "quote": "emphasis: { focus: 'adjacency'"})
Q("q-qs-031", "工作票签发人和工作负责人不能是同一个人，这个校验在 antd Form 里怎么写",
  dc(asset="WorkTicketForm", asset_type="component"),
  {"exp-dc-0040": R, "exp-dc-0041": NA}, "inject", "long_doc", "zh",
  evidence={"entry": "exp-dc-0040", "quote": "dependencies={['leader']}"})
Q("q-qs-032", "重连后总召结果回来得慢，把这期间新的遥信变位盖掉了，单线图上开关状态倒回去了",
  dc(asset="telemetryBus", asset_type="store"),
  {"exp-dc-0060": R, "exp-dc-0062": RO}, "inject", "long_doc", "zh",
  evidence={"entry": "exp-dc-0060", "quote": "snapshotSeq"})
Q("q-qs-033", "iPhone 上往 IndexedDB 存照片偶尔报 Error preparing Blob/File data，重启 Safari 又好了",
  h5(asset="PhotoUploadQueue"),
  {"exp-h5-0010": R}, "inject", "long_doc", "zh",
  evidence={"entry": "exp-h5-0010", "quote": "改存 ArrayBuffer + type 字段"})
Q("q-qs-034", "值班机浏览器连着几天不关，内存越来越高，怀疑是 Vue 老页面切走以后没释放",
  dc(), {"exp-dc-0090": R}, "inject", "long_doc", "zh",
  evidence={"entry": "exp-dc-0090", "quote": "ECharts 4 实例在 beforeDestroy 里没有 dispose"})
Q("q-qs-035", "ticket:approve 权限会误匹配到 ticket:approver-admin，usePermission 里通配符应该怎么比",
  dc(asset="permissionMixin", asset_type="mixin"),
  {"exp-dc-0030": R}, "inject", "long_doc", "zh",
  evidence={"entry": "exp-dc-0030", "quote": "新实现按段比较"})
Q("q-qs-036", "Our persisted offline cache is silently thrown away on the old Android phones. Is structuredClone to blame?",
  h5(), {"exp-h5-0046": R}, "inject", "long_doc", "en",
  evidence={"entry": "exp-h5-0046", "quote": "structuredClone is not defined"})

# ---- version_gate ---------------------------------------------------------
Q("q-qs-040", "hotfix 上 AlarmList 也想要虚拟滚动，Table 的 virtual 属性能直接用吗",
  dc("hotfix/2024", asset="AlarmList", asset_type="component"),
  {"exp-dc-0011": R, "exp-dc-0010": NA, "exp-dc-0015": NA}, "inject", "version_gate", "zh")
Q("q-qs-041", "main 上 TimeRangePicker 的 ranges 快捷选项还能照旧写吗",
  dc(asset="TimeRangePicker", asset_type="component"),
  {"exp-dc-0020": R, "exp-dc-0021": NA, "exp-dc-0024": RO}, "inject", "version_gate", "zh")
Q("q-qs-042", "hotfix/2024 上单线图相邻高亮照 main 的写法配了 emphasis.focus，完全没效果",
  dc("hotfix/2024", asset="TopologyGraph", asset_type="component"),
  {"exp-dc-0002": R, "exp-dc-0001": NA}, "inject", "version_gate", "zh")
Q("q-qs-043", "单线图和告警列表想做成左右可拖拽分栏，直接用 antd 的 Splitter 行不行",
  dc(), {"exp-team-0023": NA, "exp-dc-0073": R}, "reference", "version_gate", "zh")
Q("q-qs-044", "hotfix 分支 Tabs 第二页里的统计图报 [ECharts] Can't get DOM width or height. Please check dom.clientWidth and dom.clientHeight",
  dc("hotfix/2024"), {"exp-dc-0101": NA}, "abstain", "version_gate", "mixed")
Q("q-qs-045", "hotfix 上 import { useShallow } from 'zustand/react/shallow' 直接报找不到模块",
  dc("hotfix/2024", asset="telemetryBus", asset_type="store"),
  {"exp-dc-0066": R, "exp-dc-0065": NA, "exp-dc-0060": NA, "exp-team-0005": NA}, "inject", "version_gate", "zh")
Q("q-qs-046", "巡检 H5 这边 useQuery 的 onSuccess 里 setState 还能这么写吗？试点项目笔记里是这么用的",
  h5(), {"exp-h5-0042": R, "exp-team-0060": NA}, "inject", "version_gate", "zh")
Q("q-qs-047", "hotfix 分支的事故回放时间轴也想改成松手后才请求数据，Slider 那个回调怎么配",
  dc("hotfix/2024", asset="TimeRangeSlider", asset_type="component"),
  {"exp-dc-0023": NA}, "abstain", "version_gate", "zh")
Q("q-qs-048", "hotfix/2024 上工作票的计划开始、结束时间提交给后端以后差了 8 小时",
  dc("hotfix/2024", asset="WorkTicketForm", asset_type="component"),
  {"exp-dc-0041": R, "exp-dc-0040": NA, "exp-team-0001": NA}, "inject", "version_gate", "zh")

# ---- scope_gate -----------------------------------------------------------
Q("q-qs-050", "巡检 H5 的 permissionMixin 怎么迁？只有班组长能进审核页",
  h5(asset="permissionMixin", asset_type="mixin"),
  {"exp-h5-0001": R, "exp-dc-0030": NA, "exp-dc-0031": NA, "exp-dc-0032": NA}, "inject", "scope_gate", "zh")
Q("q-qs-051", "feat/alarm-virtual 分支上 AlarmList 还要用 react-window 去接 Table body 那一套吗",
  dc("feat/alarm-virtual", asset="AlarmList", asset_type="component"),
  {"exp-dc-0010": R, "exp-dc-0011": NA, "exp-dc-0015": NA, "exp-dc-0012": NA}, "inject", "scope_gate", "zh")
Q("q-qs-052", "Does the inspection app need the same websocket reconnect and heartbeat logic as the dispatch console?",
  h5(), {"exp-dc-0060": NA, "exp-dc-0062": NA, "exp-dc-0061": NA}, "abstain", "scope_gate", "en")
Q("q-qs-053", "调度控制台的两票表单想加草稿自动保存，浏览器崩了填的内容也不丢",
  dc(asset="WorkTicketForm"), {"exp-h5-0016": NA}, "abstain", "scope_gate", "zh")
Q("q-qs-054", "main 上调度大屏的暗色主题还是照 hotfix 那样用 less modifyVars 吗",
  dc(asset="DarkTheme", asset_type="style"),
  {"exp-dc-0070": R, "exp-dc-0071": NA}, "inject", "scope_gate", "zh")
Q("q-qs-055", "feat/ticket-flow 上两票流转想用状态机管签发、许可、终结，有人试过吗",
  dc("feat/ticket-flow", asset="WorkTicketForm"),
  {"exp-dc-0042": R, "exp-dc-0040": RO}, "reference", "scope_gate", "zh")

# ---- status_gate ----------------------------------------------------------
Q("q-qs-060", "Is the react-virtualized rewrite of AlarmList still usable, or should we drop it?",
  dc(asset="AlarmList", asset_type="component"),
  {"exp-dc-0015": NA, "exp-dc-0010": R, "exp-dc-0011": NA}, "inject", "status_gate", "en")
Q("q-qs-061", "巡检 H5 能不能先用 vuera 把 Vue 组件嵌进 React 页面，一个个慢慢迁",
  h5(), {"exp-team-0046": NA, "exp-dc-0090": NA}, "abstain", "status_gate", "zh")
Q("q-qs-062", "两票上的电子签名手写板迁到 React 要注意哪些",
  dc(), {"exp-dc-0044": R}, "reference", "status_gate", "zh")
Q("q-qs-063", "照片补传能不能交给 Service Worker 的 Background Sync，锁屏以后也能传完？",
  h5(asset="PhotoUploadQueue"), {"exp-h5-0013": R, "exp-h5-0010": RO}, "reference", "status_gate", "zh")
Q("q-qs-064", "有没有把 Vue 模板自动转成 JSX 的脚本，能直接拿来用吗",
  h5(), {"exp-team-0045": R}, "reference", "status_gate", "zh")
Q("q-qs-065", "巡检发现异常时的语音播报，React 版里怎么实现",
  h5(), {"exp-h5-0051": NA, "exp-dc-0017": NA}, "abstain", "status_gate", "zh")
Q("q-qs-066", "withPermission 高阶组件包的按钮放进 Form.Item 以后，旁边的 Select 取不到值了",
  dc(asset="permissionMixin"),
  {"exp-dc-0032": NA, "exp-dc-0030": R, "exp-dc-0031": R}, "inject", "status_gate", "zh")

# ---- not_applicable (counter_conditions exclude the case / neighbouring sub-question) ----
Q("q-qs-070", "AlarmList 要能展开看保护动作详情，行高不固定，还能开 Table 的 virtual 吗",
  dc(asset="AlarmList", asset_type="component"),
  {"exp-dc-0010": NA, "exp-dc-0012": NA, "exp-dc-0011": NA}, "abstain", "not_applicable", "zh")
Q("q-qs-071", "feat/alarm-virtual 上告警行要展开详情，行高不一样，虚拟滚动怎么做",
  dc("feat/alarm-virtual", asset="AlarmList", asset_type="component"),
  {"exp-dc-0012": R, "exp-dc-0010": NA}, "reference", "not_applicable", "zh")
Q("q-qs-072", "老表格开了 virtual 以后，按站合并的单元格就不生效了",
  dc(asset="LegacyDataTable", asset_type="component"),
  {"exp-dc-0080": NA, "exp-dc-0010": NA, "exp-dc-0083": NA}, "abstain", "not_applicable", "zh")
Q("q-qs-073", "dateFmt 要显示成“3 分钟前”这种相对时间，老过滤器该怎么改",
  dc(asset="dateFmt", asset_type="filter"),
  {"exp-team-0002": NA, "exp-team-0003": NA}, "abstain", "not_applicable", "zh")
Q("q-qs-074", "TimeRangePicker 想加“当班”快捷项（8 点到次日 8 点），presets 写死的话过了交班还是上一班",
  dc(asset="TimeRangePicker", asset_type="component"),
  {"exp-dc-0020": NA, "exp-dc-0024": R, "exp-dc-0021": NA}, "reference", "not_applicable", "zh")
Q("q-qs-075", "巡检 H5 的 dateFmt 迁完以后，iPhone 上巡检单时间显示 NaN",
  h5(asset="dateFmt", asset_type="filter"),
  {"exp-team-0002": NA, "exp-h5-0020": R}, "inject", "not_applicable", "zh")
Q("q-qs-076", "缺陷登记要选省市区，u-picker 的 region 模式在 antd-mobile 里怎么对应",
  h5(asset="u-picker", asset_type="component"),
  {"exp-h5-0049": NA}, "abstain", "not_applicable", "zh")
Q("q-qs-077", "离线队列里还要传巡检视频，几十兆的文件断点续传怎么做",
  h5(asset="PhotoUploadQueue", asset_type="plugin"),
  {"exp-h5-0010": NA}, "abstain", "not_applicable", "zh")
Q("q-qs-078", "TopologyGraph 上缩放平移以后，来一次变位视图又弹回原位",
  dc(asset="TopologyGraph", asset_type="component"),
  {"exp-dc-0001": R, "exp-dc-0005": NA}, "inject", "not_applicable", "zh")

# ---- multilingual (query and entry in different languages) ----------------
Q("q-qs-080", "How do we stop the telemetry websocket from opening twice in development on React 18?",
  dc(asset="telemetryBus", asset_type="store"),
  {"exp-dc-0061": R, "exp-dc-0060": RO}, "inject", "multilingual", "en")
Q("q-qs-081", "单线图节点两三千个，值班机上拖动很卡，动画要不要关、像素比要不要调",
  dc(asset="TopologyGraph", asset_type="component"),
  {"exp-dc-0004": R, "exp-dc-0001": RO}, "inject", "multilingual", "zh")
Q("q-qs-082", "Where do I set the dayjs locale so the antd date picker shows Chinese weekday names?",
  dc(), {"exp-team-0048": R, "exp-team-0049": NA}, "inject", "multilingual", "en")
Q("q-qs-083", "巡检手机上 antd-mobile 的 Space 里元素全挤在一起，间距没了",
  h5(), {"exp-h5-0046": R}, "inject", "multilingual", "zh")
Q("q-qs-084", "On the inspection app, should the offline photo queue live in localStorage or IndexedDB?",
  h5(), {"exp-h5-0010": R, "exp-h5-0015": R, "exp-h5-0014": NA}, "inject", "multilingual", "en")
Q("q-qs-085", "Is there a vetted pattern for pull-to-refresh plus infinite scrolling on the inspection sheet list?",
  h5(), {"exp-h5-0047": R, "exp-h5-0048": RO}, "reference", "multilingual", "en")
Q("q-qs-086", "部分值班机上告警时间比实际晚了 8 小时，别的机器显示正常",
  dc(), {"exp-team-0001": R, "exp-team-0002": RO, "exp-dc-0041": NA}, "inject", "multilingual", "zh")
Q("q-qs-087", "How do I convert the v-decorator based work ticket form to antd 5 Form?",
  dc(asset="WorkTicketForm", asset_type="component"),
  {"exp-dc-0040": R, "exp-dc-0041": NA, "exp-dc-0046": RO}, "inject", "multilingual", "en")
Q("q-qs-088", "Would the SVG renderer be a good way to export the single-line diagram for printing?",
  dc(asset="TopologyGraph", asset_type="component"),
  {"exp-dc-0007": R}, "reference", "multilingual", "en")

# ---- error_code -----------------------------------------------------------
Q("q-qs-090", "控制台一直刷 [DEPRECATED] Default export is deprecated. Instead use `import { create } from 'zustand'`",
  dc(), {"exp-team-0013": R, "exp-team-0012": NA}, "inject", "error_code", "mixed")
Q("q-qs-091", "Warning: [antd: message] Static function can not consume context like dynamic theme. 暗色主题下提示框是白的",
  dc(), {"exp-team-0020": R, "exp-dc-0070": RO}, "inject", "error_code", "mixed")
Q("q-qs-092", "切到 Vite 以后白屏：Uncaught ReferenceError: process is not defined",
  h5(), {"exp-team-0030": R}, "inject", "error_code", "mixed")
Q("q-qs-093", "总线连接被服务端用 4001 关掉了，之后重连一直失败",
  dc(asset="telemetryBus"), {"exp-dc-0062": R, "exp-dc-0060": RO}, "inject", "error_code", "zh")
Q("q-qs-094", "TypeError: AbortSignal.timeout is not a function on some of the field phones",
  h5(), {"exp-h5-0046": R}, "inject", "error_code", "en")
Q("q-qs-095", "RangePicker 一打开就白屏，TypeError: clone.weekday is not a function",
  dc(asset="TimeRangePicker", asset_type="component"),
  {"exp-dc-0022": R, "exp-dc-0020": RO}, "inject", "error_code", "mixed")
Q("q-qs-096", "[ECharts] Series graph is used but not imported. 改成按需引入以后单线图出不来了",
  dc(asset="TopologyGraph"), {"exp-dc-0091": R}, "inject", "error_code", "mixed")
Q("q-qs-097", "hotfix 上一直报 Warning: [antd: Modal] `visible` is deprecated. Please use `open` instead.",
  dc("hotfix/2024"), {"exp-team-0021": R, "exp-team-0022": NA}, "inject", "error_code", "mixed")
Q("q-qs-098", "扫码页一直 NotAllowedError: Permission denied，系统设置里相机权限明明开了",
  h5(asset="scanCode"), {"exp-h5-0044": R, "exp-h5-0046": RO}, "inject", "error_code", "zh")
Q("q-qs-099", "折叠告警侧栏时开发环境弹出 ResizeObserver loop completed with undelivered notifications",
  dc(), {"exp-dc-0075": R, "exp-dc-0001": RO}, "reference", "error_code", "mixed")

# ---- missing (nothing in the library answers it) --------------------------
Q("q-qs-100", "巡检 H5 要读设备上的 NFC 标签来打卡，uni-app 里原来是原生插件，React 版怎么做",
  h5(), {}, "abstain", "missing", "zh")
Q("q-qs-101", "两票打印成 A4 纸质票的模板，Vue 里用的 vue-print-nb，React 换什么",
  dc(), {}, "abstain", "missing", "zh")
Q("q-qs-102", "How should we move our vue-i18n message files over to react-i18next?",
  dc(), {}, "abstain", "missing", "en")
Q("q-qs-103", "巡检 H5 在企业微信里调 wx.config 签名，换成 React Router 以后签名一直失败",
  h5(), {}, "abstain", "missing", "zh")
Q("q-qs-104", "单线图上拖动设备改了位置以后要保存回后端，有没有现成做法",
  dc(asset="TopologyGraph"), {}, "abstain", "missing", "zh")
Q("q-qs-105", "调度日志里的富文本编辑器原来是 vue-quill-editor，React 版选哪个",
  dc(), {}, "abstain", "missing", "zh")


def main():
    with open(os.path.join(HERE, "experiences.jsonl"), "w", encoding="utf-8") as f:
        for e in ENTRIES:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in QUERIES:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"wrote {len(ENTRIES)} entries, {len(QUERIES)} queries to {HERE}")


if __name__ == "__main__":
    main()
