# -*- coding: utf-8 -*-
"""星耀传媒 内容中台前端组：带标签的评测查询"""

CMS_MAIN = {
    "vue": "2.6.14", "view-design": "4.7.0", "vuex": "3.6.2", "vue-router": "3.5.4",
    "@vue/composition-api": "1.7.2", "@tinymce/tinymce-vue": "3.2.8", "vuedraggable": "2.24.3",
    "vuereact-combined": "1.2.11",
    "react": "18.3.1", "react-dom": "18.3.1", "@mui/material": "5.16.7", "@mui/x-date-pickers": "6.20.2",
    "@reduxjs/toolkit": "2.2.7", "react-redux": "9.1.2", "react-router-dom": "6.26.2",
    "@tinymce/tinymce-react": "5.1.1", "tinymce": "6.8.5",
    "@dnd-kit/core": "6.1.0", "@dnd-kit/sortable": "8.0.0",
    "vite": "5.4.8", "vitest": "2.1.2",
}
CMS_REL = dict(CMS_MAIN, **{
    "react": "18.2.0", "react-dom": "18.2.0", "@mui/material": "5.15.14", "@mui/x-date-pickers": "6.19.4",
    "@reduxjs/toolkit": "2.2.3", "react-redux": "9.1.0", "react-router-dom": "6.22.3",
    "@tinymce/tinymce-react": "4.3.2", "tinymce": "6.8.3", "vite": "5.2.11", "vitest": "1.6.0",
})
# 老 release 线（2026.06）上拉出的 hotfix：tinymce 还是 5.10
CMS_HOTFIX_0606 = dict(CMS_REL, **{"tinymce": "5.10.9"})
CMS_MUI6 = dict(CMS_MAIN, **{"@mui/material": "6.1.6", "@mui/x-date-pickers": "7.22.0"})
CMS_RTK26 = dict(CMS_MAIN, **{"@reduxjs/toolkit": "2.6.1", "react-redux": "9.2.0"})
CMS_R19 = dict(CMS_MAIN, **{"react": "19.0.0", "react-dom": "19.0.0"})

LIVE_MAIN = {
    "vue": "2.6.14", "vuex": "3.6.2", "@dcloudio/uni-app": "2.0.2", "uview-ui": "2.0.36",
    "react": "18.3.1", "react-dom": "18.3.1", "antd-mobile": "5.37.1", "zustand": "4.5.5",
    "react-router-dom": "6.26.2", "vite": "5.4.8", "vitest": "2.1.2",
}
LIVE_REL = dict(LIVE_MAIN, **{
    "react": "18.2.0", "react-dom": "18.2.0", "antd-mobile": "5.34.0", "zustand": "4.5.2",
    "react-router-dom": "6.3.0", "vite": "5.2.11", "vitest": "1.6.0",
})
LIVE_Z5 = dict(LIVE_MAIN, **{"zustand": "5.0.1"})

QUERIES = []


def Q(id, category, query, project, branch, stack, labels, expected, asset=None, asset_type=None):
    ctx = {"project": project, "branch": branch, "stack": dict(stack)}
    if asset:
        ctx["asset"] = asset
    if asset_type:
        ctx["asset_type"] = asset_type
    QUERIES.append({"id": id, "query": query, "context": ctx, "labels": labels,
                    "expected_decision": expected, "category": category})


R_, RO, NA = "reusable", "reference_only", "not_applicable"
CMS, LIVE = "xy-cms", "xy-live-h5"

# ------------------------------------------------------------ identifier
Q("q-xy-001", "identifier", "ArticleEditor 迁成 React 组件以后 value 和 onChange 怎么接？输入的时候光标老跳到开头",
  CMS, "feat/react-article-editor", CMS_MAIN,
  {"exp-xy-0001": R_, "exp-xy-0003": RO, "exp-xy-0002": NA}, "inject", "ArticleEditor", "component")
Q("q-xy-002", "identifier", "ArticleEditorLite 的 140 字限制和 @提及 在 React 里怎么做",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0002": R_, "exp-xy-0001": NA}, "inject", "ArticleEditorLite", "component")
Q("q-xy-003", "identifier", "useAuditFlow 迁到 React 以后，审核通过了稿件列表怎么自动刷新",
  CMS, "release/2026.10", CMS_REL,
  {"exp-xy-0010": R_, "exp-xy-0068": RO, "exp-xy-0011": NA, "exp-xy-0012": NA}, "inject", "useAuditFlow", "other")
Q("q-xy-004", "identifier", "useAuditFlowV2 里会签人的决策状态怎么建模？A 通过以后 B 页面上的按钮不刷新",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0011": R_, "exp-xy-0010": NA}, "inject", "useAuditFlowV2", "other")
Q("q-xy-005", "identifier", "v-perm-disable: after migrating, the disabled MUI button no longer shows the permission tooltip",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0051": R_, "exp-xy-0050": NA}, "inject", "v-perm-disable", "directive")
Q("q-xy-006", "identifier", "XyVirtualTable 在评论审核里一次 5 万行，迁 React 用什么方案",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0041": R_, "exp-xy-0039": RO, "exp-xy-0040": NA}, "inject", "XyVirtualTable", "component")
Q("q-xy-007", "identifier", "MediaPickerModal 关掉再打开，上次选中的素材和搜索词还在",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0047": R_}, "inject", "MediaPickerModal", "component")
Q("q-xy-008", "identifier", "paginationMixin 迁移后页码差了一页，page 到底从 0 还是从 1 开始",
  CMS, "release/2026.10", CMS_REL,
  {"exp-xy-0042": R_, "exp-xy-0040": RO}, "inject", "paginationMixin", "mixin")
Q("q-xy-009", "identifier", "ClipTimeline 缩略图雪碧图的 background-position 怎么算",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0033": R_}, "reference", "ClipTimeline", "component")

# ------------------------------------------------------------ synonym
Q("q-xy-010", "synonym", "写稿写到一半浏览器崩了，内容全没了，React 版怎么做定时暂存和本地兜底",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0005": R_, "exp-xy-0053": RO, "exp-xy-0016": RO}, "inject")
Q("q-xy-011", "synonym", "从列表点进详情再返回，筛选条件和滚动位置都没了，React 有没有类似的页面缓存",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0055": R_, "exp-xy-0056": NA}, "inject", None, "router")
Q("q-xy-012", "synonym", "后台有些按钮要按角色控制，没有权限就干脆不显示，React 里怎么写",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0050": R_, "exp-xy-0051": RO, "exp-xy-0013": RO}, "inject")
Q("q-xy-013", "synonym", "保存成功后页面顶部那种几秒自动消失的小提示条，React 里用什么替代",
  CMS, "release/2026.10", CMS_REL,
  {"exp-xy-0045": R_}, "inject", None, "plugin")
Q("q-xy-014", "synonym", "设计稿 750 宽，主播端 H5 原来那套按屏宽等比的尺寸单位要换成什么",
  LIVE, "main", LIVE_MAIN,
  {"exp-xy-0076": R_}, "inject", None, "style")
Q("q-xy-015", "synonym", "主播端从底部弹出的面板换组件库以后，圆角和 iPhone 底部小黑条的留白都没了",
  LIVE, "main", LIVE_MAIN,
  {"exp-xy-0077": R_}, "inject", None, "component")
Q("q-xy-016", "synonym", "React 里父组件怎么调用子组件内部的方法？比如让播放器跳到第 12 秒",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0094": R_, "exp-xy-0097": NA}, "inject")
Q("q-xy-017", "synonym", "上传几个 G 的视频素材，传到一半想取消，或者断网以后接着传",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0046": R_}, "reference", None, "component")

# ------------------------------------------------------------ jargon
Q("q-xy-018", "jargon", "三审三校里一审、二审、三校分别对应哪个 flowNode？React 里怎么显示节点名",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0019": R_, "exp-xy-0020": RO}, "inject")
Q("q-xy-019", "jargon", "切条的时候拖入点、出点手柄特别卡，掉帧严重",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0032": R_}, "inject", "VideoClipper", "component")
Q("q-xy-020", "jargon", "运营后台连麦上麦的时候提示麦位满了，前端怎么处理",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0038": R_, "exp-xy-0082": NA}, "inject")
Q("q-xy-021", "jargon", "口播提词器滚着滚着手机就熄屏了",
  LIVE, "main", LIVE_MAIN,
  {"exp-xy-0084": R_}, "inject")
Q("q-xy-022", "jargon", "选题会上把报题卡片拖到“已分配”，结果别人已经认领了，卡片该怎么回滚",
  CMS, "release/2026.10", CMS_REL,
  {"exp-xy-0025": R_, "exp-xy-0021": RO}, "inject")
Q("q-xy-023", "jargon", "专题页物料怎么注册？新加一个直播卡片物料要改哪些地方",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0027": R_, "exp-xy-0028": RO}, "inject", "SpecialPageBuilder", "component")
Q("q-xy-024", "jargon", "三校校对员的批注和修订在 React 版编辑器里怎么做",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0099": RO}, "reference", "ArticleEditor", "plugin")

# ------------------------------------------------------------ version_gate
Q("q-xy-025", "version_gate", "开播设置页有未保存的修改时，离开页面要弹二次确认",
  LIVE, "release/2026.10", LIVE_REL,
  {"exp-xy-0054": R_, "exp-xy-0053": NA}, "inject", "beforeRouteLeave", "router")
Q("q-xy-026", "version_gate", "iView 的 Row/Col 栅格换成 MUI 的 Grid，span 怎么换算",
  CMS, "feat/mui6-spike", CMS_MUI6,
  {"exp-xy-0065": NA}, "abstain", "Row", "style")
Q("q-xy-027", "version_gate", "素材库滚动到底加载下一页，RTK Query 怎么把多页数据合并到一个缓存里",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0048": R_, "exp-xy-0049": NA}, "inject", "MediaPicker", "store")
Q("q-xy-028", "version_gate", "素材库无限加载在 RTK Query 里怎么写，上传后列表出现重复",
  CMS, "feat/react-media-picker", CMS_RTK26,
  {"exp-xy-0049": R_, "exp-xy-0048": NA}, "inject", "MediaPicker", "store")
Q("q-xy-029", "version_gate", "useLiveStore 一次选多个字段，升级以后报 Maximum update depth exceeded",
  LIVE, "feat/zustand5", LIVE_Z5,
  {"exp-xy-0081": RO, "exp-xy-0079": NA, "exp-xy-0080": NA}, "reference", "useLiveStore", "store")
Q("q-xy-030", "version_gate", "ArticleEditor 粘贴截图一直转圈，images_upload_handler 该怎么写",
  CMS, "hotfix/2026.06.3-paste-image", CMS_HOTFIX_0606,
  {"exp-xy-0009": R_, "exp-xy-0008": NA}, "inject", "ArticleEditor", "component")
Q("q-xy-031", "version_gate", "TinyMCE shows a license key warning and the editor turned read-only",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0004": NA}, "abstain", "ArticleEditor", "plugin")
Q("q-xy-032", "version_gate", "子组件给父组件暴露方法，现在还需要 forwardRef 吗",
  CMS, "feat/react19-spike", CMS_R19,
  {"exp-xy-0097": RO, "exp-xy-0094": NA}, "reference")

# ------------------------------------------------------------ status_gate
Q("q-xy-033", "status_gate", "老专题（schema v1）用新的专题编辑器打开直接白屏",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0029": RO, "exp-xy-0028": NA}, "reference", "SpecialPageBuilder", "component")
Q("q-xy-034", "status_gate", "ArticleEditor 协同编辑模式的 React 化方案",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0007": RO, "exp-xy-0001": NA}, "reference", "ArticleEditor", "component")
Q("q-xy-035", "status_gate", "混合阶段 Vuex 和 Redux 里都有用户信息和权限，怎么保持两边同步",
  CMS, "release/2026.10", CMS_REL,
  {"exp-xy-0060": RO}, "reference", None, "store")
Q("q-xy-036", "status_gate", "能不能先不迁 ArticleEditor，直接把 Vue 版编辑器嵌进 React 页面里复用",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0100": NA}, "abstain", "ArticleEditor", "component")
Q("q-xy-037", "status_gate", "切条页的 I/O 打点、J/K/L 倍速这些快捷键怎么迁",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0035": RO}, "reference", "VideoClipper", "component")
Q("q-xy-038", "status_gate", "选题会上多人同时拖卡片，怎么实时看到别人的移动",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0024": R_, "exp-xy-0021": RO}, "reference", "TopicBoard", "component")
Q("q-xy-039", "status_gate", "主播端要拿设备信息、申请相机权限，uni.getSystemInfo 和 plus 都不能用了",
  LIVE, "main", LIVE_MAIN,
  {"exp-xy-0085": R_}, "reference", None, "plugin")
Q("q-xy-040", "status_gate", "How do we migrate the vue-i18n $t calls on the overseas CMS entry?",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0098": R_}, "reference", "vue-i18n", "i18n")

# ------------------------------------------------------------ scope_gate
Q("q-xy-041", "scope_gate", "商品卡“讲解中”的状态和弹出商品卡怎么做",
  LIVE, "main", LIVE_MAIN,
  {"exp-xy-0087": NA}, "abstain", "ProductCardPopup", "component")
Q("q-xy-042", "scope_gate", "推流鉴权过期的时候直接刷新页面行不行",
  LIVE, "main", LIVE_MAIN,
  {"exp-xy-0082": R_, "exp-xy-0083": NA}, "inject", "LiveRoomPage", "component")
Q("q-xy-043", "scope_gate", "主播端直播间评论列表几千条，需要虚拟滚动，怎么做",
  LIVE, "main", LIVE_MAIN,
  {"exp-xy-0041": NA, "exp-xy-0039": NA}, "abstain", None, "component")
Q("q-xy-044", "scope_gate", "Token expired in the anchor H5 app: how should requests refresh the token and retry?",
  LIVE, "release/2026.10", LIVE_REL,
  {"exp-xy-0073": R_, "exp-xy-0071": NA, "exp-xy-0072": NA}, "inject", "liveRequest", "plugin")
Q("q-xy-045", "scope_gate", "React 页面里的面包屑和 document.title 从路由的哪里取",
  CMS, "release/2026.10", CMS_REL,
  {"exp-xy-0057": NA}, "abstain", None, "router")
Q("q-xy-046", "scope_gate", "开发环境 useEffect 执行两次，直播间的 websocket 连了两条",
  LIVE, "release/2026.10", LIVE_REL,
  {"exp-xy-0092": R_, "exp-xy-0037": NA}, "inject")

# ------------------------------------------------------------ missing
Q("q-xy-047", "missing", "稿件配图的 v-watermark 水印指令怎么迁到 React",
  CMS, "main", CMS_MAIN, {}, "abstain", "v-watermark", "directive")
Q("q-xy-048", "missing", "直播间弹幕原来用 canvas 渲染，迁移后怎么做",
  LIVE, "main", LIVE_MAIN, {}, "abstain", None, "component")
Q("q-xy-049", "missing", "专题页想做 SSR 提升 SEO，迁到 Next.js 有哪些坑",
  CMS, "main", CMS_MAIN, {}, "abstain", None, "build")
Q("q-xy-050", "missing", "Vite 构建后的 sourcemap 怎么上传到 Sentry，线上报错怎么还原",
  CMS, "main", CMS_MAIN, {}, "abstain", None, "build")
Q("q-xy-051", "missing", "主播端分享到微信，JSSDK 签名配置怎么迁",
  LIVE, "main", LIVE_MAIN, {}, "abstain", None, "plugin")
Q("q-xy-052", "missing", "How do we migrate the iView Cascader region picker to MUI?",
  CMS, "main", CMS_MAIN, {}, "abstain", "Cascader", "component")

# ------------------------------------------------------------ not_applicable
Q("q-xy-053", "not_applicable", "直播图文的图文混排模式（liveMode=rich）编辑器，用 TextField 做可以吗",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0001": R_, "exp-xy-0002": NA}, "inject", "ArticleEditorLite", "component")
Q("q-xy-054", "not_applicable", "老的审核 hook 能不能直接用在三审三校 V2 的会签稿件上",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0011": R_, "exp-xy-0010": NA}, "inject", "useAuditFlow", "other")
Q("q-xy-055", "not_applicable", "直播中边录边切（直播流实时切条），出入点拖动能不能也用 rAF 那套",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0032": NA}, "abstain", "VideoClipper", "component")
Q("q-xy-056", "not_applicable", "选题看板的“搁置”列堆了 300 多张卡片，拖拽非常卡",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0021": NA}, "abstain", "TopicBoard", "component")
Q("q-xy-057", "not_applicable", "We submit 50 clips at once for a full live replay and get CMS_5003. Should the frontend retry with backoff?",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0034": NA}, "abstain", "VideoClipper", "component")
Q("q-xy-058", "not_applicable", "横屏推流页把 rpx 换成 vw 以后，元素大了差不多一倍",
  LIVE, "main", LIVE_MAIN,
  {"exp-xy-0076": NA}, "abstain", None, "style")

# ------------------------------------------------------------ long_doc
Q("q-xy-059", "long_doc", "草稿本地兜底存 localStorage 时 key 要带版本号吗？服务端版本更新了以哪个为准",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0005": R_, "exp-xy-0016": RO}, "inject", "draftAutosaveMixin", "mixin")
Q("q-xy-060", "long_doc", "三审三校 V2 退回到指定节点后稿件列表不刷新，RTK Query 的 tag 应该怎么失效",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0011": R_, "exp-xy-0010": NA}, "inject", "useAuditFlowV2", "other")
Q("q-xy-061", "long_doc", "dnd-kit 多容器看板，onDragEnd 的时候拿不到卡片原来在哪一列，排序的 sortKey 怎么算",
  CMS, "release/2026.10", CMS_REL,
  {"exp-xy-0021": R_, "exp-xy-0023": RO}, "inject", "TopicBoard", "component")
Q("q-xy-062", "long_doc", "好几个请求同时 401，token 被刷新了好几次，用户直接被踢下线",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0071": R_, "exp-xy-0072": R_}, "inject", "xyRequest", "plugin")
Q("q-xy-063", "long_doc", "列表返回后滚动位置不对，ScrollRestoration 的 getKey 和滚动容器有什么讲究",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0055": R_}, "inject", "keepAliveRoutes", "router")
Q("q-xy-064", "long_doc", "主播重新进直播间，没开播却显示直播中，persist 应该只持久化哪些字段",
  LIVE, "main", LIVE_MAIN,
  {"exp-xy-0079": R_, "exp-xy-0080": NA}, "inject", "useLiveStore", "store")
Q("q-xy-065", "long_doc", "运营后台的 ws 心跳在标签页切到后台后被判定掉线，重连怎么做退避和补发",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0037": R_, "exp-xy-0092": RO}, "reference", "LiveRoomConsole", "component")

# ------------------------------------------------------------ multilingual
Q("q-xy-066", "multilingual", "How should the ArticleEditor paste-image upload handler be written for TinyMCE 6?",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0008": R_, "exp-xy-0009": NA}, "inject", "ArticleEditor", "component")
Q("q-xy-067", "multilingual", "TopicBoard: clicking the claim button inside a card starts a drag instead of opening the popover",
  CMS, "release/2026.10", CMS_REL,
  {"exp-xy-0022": R_}, "inject", "TopicBoard", "component")
Q("q-xy-068", "multilingual", "What replaces iView's this.$Modal.confirm in our React + MUI pages?",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0044": R_}, "inject", "$Modal", "plugin")
Q("q-xy-069", "multilingual", "专题页从左侧物料栏拖一个物料到画布上，拖拽过程中的预览该怎么做",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0030": R_, "exp-xy-0027": RO}, "inject", "BlockPalette", "component")
Q("q-xy-070", "multilingual", "切条页开发环境下 hls.js 建了两个实例，首帧卡住不动",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0036": R_, "exp-xy-0092": RO}, "inject", "VideoClipper", "component")
Q("q-xy-071", "multilingual", "How do uView u-form validation rules and triggers map to antd-mobile Form?",
  LIVE, "main", LIVE_MAIN,
  {"exp-xy-0091": R_}, "inject", "u-form", "component")
Q("q-xy-072", "multilingual", "Is there a checklist for upgrading useLiveStore to zustand v5?",
  LIVE, "feat/zustand5", LIVE_Z5,
  {"exp-xy-0081": RO, "exp-xy-0079": NA}, "reference", "useLiveStore", "store")
Q("q-xy-073", "multilingual", "createSlice 的 extraReducers 用对象写法，升级后运行时直接报错",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0059": R_}, "inject", None, "store")

# ------------------------------------------------------------ error_code
Q("q-xy-074", "error_code", "送审返回 CMS_4221，怎么在编辑器里把命中的敏感词标出来",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0006": R_}, "inject", "ArticleEditor", "component")
Q("q-xy-075", "error_code", "点“通过”后端返回 CMS_4031，迁移后直接跳到登录页了",
  CMS, "release/2026.10", CMS_REL,
  {"exp-xy-0014": R_, "exp-xy-0072": RO, "exp-xy-0071": RO}, "inject", "AuditActionBar", "component")
Q("q-xy-076", "error_code", "保存稿件报 CMS_4091，别人改过的标题被覆盖回去了",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0016": R_, "exp-xy-0005": RO}, "inject", "ArticleEditor", "component")
Q("q-xy-077", "error_code", "刚打开稿件就提示 CMS_4032 已被锁定，锁定人还是我自己",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0015": R_, "exp-xy-0092": RO}, "inject", "ArticleEditor", "component")
Q("q-xy-078", "error_code", "Submitting a single clip returns CMS_5003. What retry strategy should we use?",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0034": R_}, "inject", "VideoClipper", "component")
Q("q-xy-079", "error_code", "已发布稿件点撤稿，接口返回 CMS_4103",
  CMS, "main", CMS_MAIN,
  {"exp-xy-0017": R_}, "reference", "AuditActionBar", "component")
Q("q-xy-080", "error_code", "主播端邀请连麦返回 LIVE_4290",
  LIVE, "release/2026.10", LIVE_REL,
  {"exp-xy-0082": R_, "exp-xy-0038": NA}, "inject", "CoStreamInvite", "component")
